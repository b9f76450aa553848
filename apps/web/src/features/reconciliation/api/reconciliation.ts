import { queryOptions } from '@tanstack/react-query';
import type { AdminChainDeposit, AdminChainPayout, ChainTreasury } from '@mizani/shared';
import { api, apiUpload } from '@/lib/api';
import { adminRoot } from '@/lib/admin-cache';

// Reconciliation (/api/admin/bank, /api/admin/rails; docs/payments.md): bank statement imports,
// the exceptions queue and its actions, the daily report per rail.

export interface BankStatement {
  id: string;
  format: string | null;
  fileName: string | null;
  status: string;
  entries: number;
  newEntries: number;
  matched: number;
  unmatched: number;
  error: string | null;
  createdAt: string;
}
export interface RailException {
  id: string;
  rail: string;
  kind: string;
  reason: string;
  amount: string | null;
  currency: string | null;
  state: string;
  note: string | null;
  raw: string;
  requestedBy: string | null;
  suggestedReference: string | null;
  createdAt: string;
}
type Line = {
  rail?: string;
  direction?: string;
  currency?: string;
  status: string;
  count: number;
  total?: string;
};
export interface RailReport {
  day: string;
  operations: Line[];
  bank: Line[];
  events: Line[];
  /** Ledger movements on the settlement account, explained by a rail event ('rail') or not ('none'). */
  movements: {
    currency: string;
    direction: string;
    explained: string;
    count: number;
    total: string;
  }[];
  unmatched: { rail: string; open: number }[];
}

/** A bank payout file (pain.001) and where its payments stand. */
export interface PayoutBatch {
  id: string;
  messageId: string;
  nbOfTxs: number;
  ctrlSum: string;
  currencies: string[];
  createdAt: string;
  sentAt: string | null;
  open: number;
  paid: number;
  failed: number;
}

const key = [...adminRoot, 'reconciliation'] as const;
export const reconciliationKey = key;

export const statementsQuery = () =>
  queryOptions({
    queryKey: [...key, 'statements'],
    queryFn: () => api<{ statements: BankStatement[] }>('/api/admin/bank/statements'),
  });
export const exceptionsQuery = () =>
  queryOptions({
    queryKey: [...key, 'exceptions'],
    queryFn: () => api<{ exceptions: RailException[] }>('/api/admin/rails/exceptions'),
  });
export const reportQuery = (day: string) =>
  queryOptions({
    queryKey: [...key, 'report', day],
    queryFn: () => api<{ report: RailReport }>(`/api/admin/rails/report?day=${day}`),
  });

/** camt.053/054 go as XML; MT940 (.sta, .mt940, .txt) as bytes, which the server reads as MT940. */
/** credit/refund/write-off for money in; paid/not-paid for a payout the rail may have made. */
export type ExceptionAction = 'credit' | 'refund' | 'write-off' | 'paid' | 'not-paid';
/** Event kinds whose exception is a hand-over to confirm (the server's PAYOUT_CHECK_KINDS). */
export const isPayoutCheck = (x: { kind: string }) =>
  x.kind === 'unconfirmed_payout' || x.kind === 'b2c_timeout' || isCollectionCheck(x);
/** A payment prompt whose answer is unknown: paid credits the client, not paid closes it. */
export const isCollectionCheck = (x: { kind: string }) => x.kind === 'unconfirmed_collection';

export const statementContentType = (file: File) =>
  /\.xml$/i.test(file.name) || /xml/.test(file.type)
    ? 'application/xml'
    : 'application/octet-stream';

export const importStatement = (file: File) =>
  apiUpload<{ statement: { entries: number; newEntries: number; duplicateFile: boolean } }>(
    '/api/admin/bank/statements',
    file,
    {
      contentType: statementContentType(file),
      // Header values are Latin-1: a name outside printable ASCII is left out (the list shows —).
      headers: /^[\x20-\x7e]{1,200}$/.test(file.name) ? { 'x-file-name': file.name } : {},
    },
  );

export const resolveException = (id: string, action: ExceptionAction, note: string) =>
  api<{ exception: { state: string } }>(`/api/admin/rails/exceptions/${id}/${action}`, {
    method: 'POST',
    body: { note },
  });

/** Stablecoin deposits (issue 40): every holder's, with hashes and confirmations. */
export const chainDepositsQuery = (status: string) =>
  queryOptions({
    queryKey: [...key, 'chain-deposits', status],
    queryFn: () =>
      api<{ available: boolean; confirmations: number | null; deposits: AdminChainDeposit[] }>(
        `/api/admin/rails/chain-deposits${status ? `?status=${status}` : ''}`,
      ),
  });
export const payoutBatchesQuery = () =>
  queryOptions({
    queryKey: [...key, 'payout-batches'],
    queryFn: () =>
      api<{ batches: PayoutBatch[]; connection: 'simulated' | null }>(
        '/api/admin/bank/payouts/batches',
      ),
    // While a file sent to the bank has payments unanswered, its answer is awaited (the server's
    // worker collects and applies it); otherwise no polling.
    refetchInterval: (q) =>
      q.state.data?.batches.some((b) => b.sentAt && b.open > 0) ? 3000 : false,
  });
export const makePayoutBatch = () =>
  api<{ batch: PayoutBatch }>('/api/admin/bank/payouts/batches', { method: 'POST' });
export const sendPayoutBatch = (id: string) =>
  api<{ batch: PayoutBatch }>(`/api/admin/bank/payouts/batches/${id}/send`, { method: 'POST' });
/** The file as the bank takes it (a same-origin link: the session cookie goes with it). */
export const pain001Url = (id: string) => `/api/admin/bank/payouts/batches/${id}/pain.001.xml`;
export const importPaymentStatus = (file: File) =>
  apiUpload<{ report: { statuses: number; newStatuses: number; duplicateFile: boolean } }>(
    '/api/admin/bank/payouts/status',
    file,
    { contentType: 'application/xml' },
  );

/** On-chain payouts (issue 40): every holder's, by status, with hashes and confirmations. */
export const chainPayoutsQuery = (status: string) =>
  queryOptions({
    queryKey: [...key, 'chain-payouts', status],
    queryFn: () =>
      api<{ available: boolean; payouts: AdminChainPayout[] }>(
        `/api/admin/chain/payouts${status ? `?status=${status}` : ''}`,
      ),
    refetchInterval: 5000,
  });
export const decideChainPayout = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  api<{ payout: AdminChainPayout }>(`/api/admin/chain/payouts/${id}/decision`, {
    method: 'POST',
    body: { decision, ...(reason ? { reason } : {}) },
  });
/** The hot wallet, its low-balance alert, and on-chain balances against the records. */
export const chainTreasuryQuery = () =>
  queryOptions({
    queryKey: [...key, 'chain-treasury'],
    queryFn: () => api<ChainTreasury>('/api/admin/chain/treasury'),
    refetchInterval: 15_000,
  });
