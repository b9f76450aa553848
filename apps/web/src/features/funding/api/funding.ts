import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminDepositConfirmSchema, AdminRejectSchema } from '@mizani/shared';
import { adminRoot } from '@/lib/admin-cache';
import { api } from '@/lib/api';
import { walletKeys } from '@/lib/queries/wallet';

// Funding (/api/admin/funding): the queue of pending deposits and withdrawals and the admin's
// final decisions on them, audited on the server.

export type ConfirmDepositInput = z.input<typeof AdminDepositConfirmSchema>;
export type RejectInput = z.input<typeof AdminRejectSchema>;

/** A deposit a client announced, waiting for the money to arrive. */
export interface PendingDeposit {
  id: string;
  currency: string;
  method: string;
  reference: string;
  expectedAmount: string | null;
  createdAt: string;
  email?: string;
}

/** A withdrawal on hold in the client's wallet, waiting for approval. */
export interface PendingWithdrawal {
  id: string;
  currency: string;
  amount: string;
  reference: string;
  createdAt: string;
  email?: string;
  beneficiaryName?: string;
  /** The account the money goes to (the payee's details in full). */
  payout?: {
    kind: string;
    country: string;
    phone?: string;
    network?: string;
    bankName?: string;
    accountNumber?: string;
  };
}

export const fundingQueueQuery = () =>
  queryOptions({
    queryKey: [...adminRoot, 'funding'] as const,
    queryFn: () =>
      api<{ deposits: PendingDeposit[]; withdrawals: PendingWithdrawal[] }>('/api/admin/funding'),
  });

export const confirmDeposit = (id: string, body: ConfirmDepositInput) =>
  api(`/api/admin/funding/deposits/${id}/confirm`, { method: 'POST', body });

export const rejectDeposit = (id: string, body: RejectInput) =>
  api(`/api/admin/funding/deposits/${id}/reject`, { method: 'POST', body });

export const approveWithdrawal = (id: string) =>
  api(`/api/admin/funding/withdrawals/${id}/approve`, { method: 'POST', body: {} });

export const rejectWithdrawal = (id: string, body: RejectInput) =>
  api(`/api/admin/funding/withdrawals/${id}/reject`, { method: 'POST', body });

/** After a decision: every admin view (queue, dashboard counts, audit log, user balances) and the wallets. */
export function fundingDecided(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: adminRoot });
  void qc.invalidateQueries({ queryKey: walletKeys.all });
}
