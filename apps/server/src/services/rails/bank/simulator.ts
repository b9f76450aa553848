import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { Hono } from 'hono';
import { D } from '@mizani/shared';

/**
 * A bank's host-to-host channel on loopback, for `npm start` and the tests (never mounted in
 * production): it takes a pain.001.001.09 (checks its namespace, counts and control sums, as a
 * bank's file gateway does) and prepares the pain.002.001.10 answering it, which we collect with
 * GET. Knobs: accept every payment (ACSC), reject some with a reason code, or answer late (the
 * report is held until `release()`).
 */
export type BankAnswer =
  | { mode: 'accept' }
  | {
      mode: 'reject';
      code: string;
      /** Rejects the n-th payment of the file (0-based), else all. */ index?: number;
    }
  | { mode: 'late' };

type Received = { messageId: string; endToEndIds: string[]; report: string | null };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['PmtInf', 'CdtTrfTxInf'].includes(name),
});

type Tx = {
  PmtId?: { EndToEndId?: string };
  Amt?: { InstdAmt?: { '#text'?: string; '@_Ccy'?: string } };
};
type PmtInf = { PmtInfId?: string; NbOfTxs?: string; CtrlSum?: string; CdtTrfTxInf?: Tx[] };

export function bankSimulator() {
  let answer: BankAnswer = { mode: 'accept' };
  const files = new Map<string, Received>();
  const held: { file: Received; build: () => string }[] = [];
  const app = new Hono();

  app.post('/pain.001', async (c) => {
    const xml = await c.req.text();
    let doc: {
      Document?: {
        '@_xmlns'?: string;
        CstmrCdtTrfInitn?: { GrpHdr?: Record<string, string>; PmtInf?: PmtInf[] };
      };
    };
    try {
      doc = parser.parse(xml, true);
    } catch {
      return c.json({ error: 'not well-formed XML' }, 400);
    }
    const root = doc.Document?.CstmrCdtTrfInitn;
    if (
      doc.Document?.['@_xmlns'] !== 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09' ||
      !root?.GrpHdr
    )
      return c.json({ error: 'not a pain.001.001.09' }, 400);
    const messageId = root.GrpHdr.MsgId ?? '';
    if (files.has(messageId)) return c.json({ error: `duplicate MsgId ${messageId}` }, 409);
    const blocks = root.PmtInf ?? [];
    const txs = blocks.flatMap((p) => p.CdtTrfTxInf ?? []);
    const sum = (list: Tx[]) =>
      list.reduce((acc, t) => acc.plus(t.Amt?.InstdAmt?.['#text'] ?? 'NaN'), new D(0)).toFixed(2);
    const bad =
      Number(root.GrpHdr.NbOfTxs) !== txs.length ||
      root.GrpHdr.CtrlSum !== sum(txs) ||
      blocks.some(
        (p) =>
          Number(p.NbOfTxs) !== (p.CdtTrfTxInf ?? []).length ||
          p.CtrlSum !== sum(p.CdtTrfTxInf ?? []),
      );
    const file: Received = {
      messageId,
      endToEndIds: txs.map((t) => t.PmtId?.EndToEndId ?? ''),
      report: null,
    };
    files.set(messageId, file);
    const now = answer;
    const build = () =>
      report(messageId, blocks, (i) =>
        bad
          ? { status: 'RJCT', code: 'FF01' }
          : now.mode === 'reject' && (now.index === undefined || now.index === i)
            ? { status: 'RJCT', code: now.code }
            : { status: 'ACSC' },
      );
    if (now.mode === 'late') held.push({ file, build });
    else file.report = build();
    return c.json({ accepted: true, messageId }, 202);
  });

  app.get('/pain.002/:messageId', (c) => {
    const file = files.get(c.req.param('messageId'));
    if (!file) return c.json({ error: 'unknown file' }, 404);
    if (!file.report) return c.body(null, 204);
    return c.body(file.report, 200, { 'content-type': 'application/xml' });
  });

  return {
    app,
    setAnswer(next: BankAnswer) {
      answer = next;
    },
    /** The files the bank has received, in order. */
    received: () => [...files.values()],
    /** Late answers are made available now. */
    release() {
      for (const h of held.splice(0)) h.file.report = h.build();
    },
  };
}
export type BankSimulator = ReturnType<typeof bankSimulator>;

function report(
  messageId: string,
  blocks: PmtInf[],
  outcome: (index: number) => { status: string; code?: string },
) {
  let n = 0;
  return new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true }).build(
    {
      '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
      Document: {
        '@_xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.10',
        CstmrPmtStsRpt: {
          GrpHdr: { MsgId: `SIMBANK-${messageId}`.slice(0, 35), CreDtTm: new Date().toISOString() },
          OrgnlGrpInfAndSts: { OrgnlMsgId: messageId, OrgnlMsgNmId: 'pain.001.001.09' },
          OrgnlPmtInfAndSts: blocks.map((p) => ({
            OrgnlPmtInfId: p.PmtInfId,
            TxInfAndSts: (p.CdtTrfTxInf ?? []).map((t) => {
              const o = outcome(n++);
              return {
                OrgnlEndToEndId: t.PmtId?.EndToEndId,
                TxSts: o.status,
                ...(o.code ? { StsRsnInf: { Rsn: { Cd: o.code } } } : {}),
                OrgnlTxRef: { Amt: { InstdAmt: t.Amt?.InstdAmt } },
              };
            }),
          })),
        },
      },
    },
  ) as string;
}

/** A credit booked on our account, as the simulated payer's bank sends it. */
export type SimulatedCredit = {
  /** The bank's own id of the entry (AcctSvcrRef): unique per payment. */
  id: string;
  amount: string;
  currency: string;
  /** The payment details the payer typed (where the DEP-… reference goes). */
  remittance: string;
  payerName: string;
};

/**
 * The bank's camt.054.001.08 credit notification for these payments (built with the same XML
 * library, values escaped by it): what `/dev/bank` hands to the statement import, as a bank's
 * host-to-host channel would.
 */
export function creditNotification(credits: SimulatedCredit[], messageId: string) {
  const today = new Date().toISOString().slice(0, 10);
  return new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true }).build(
    {
      '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
      Document: {
        '@_xmlns': 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08',
        BkToCstmrDbtCdtNtfctn: {
          GrpHdr: { MsgId: messageId.slice(0, 35), CreDtTm: new Date().toISOString() },
          Ntfctn: {
            Id: `${messageId}-N`.slice(0, 35),
            Acct: { Id: { Othr: { Id: 'SIMULATED-BANK-ACCOUNT' } } },
            Ntry: credits.map((c) => ({
              NtryRef: c.id,
              Amt: { '#text': new D(c.amount).toFixed(2), '@_Ccy': c.currency },
              CdtDbtInd: 'CRDT',
              Sts: { Cd: 'BOOK' },
              BookgDt: { Dt: today },
              ValDt: { Dt: today },
              AcctSvcrRef: c.id,
              NtryDtls: {
                TxDtls: {
                  Refs: { EndToEndId: `E2E-${c.id}`.slice(0, 35) },
                  Amt: { '#text': new D(c.amount).toFixed(2), '@_Ccy': c.currency },
                  RltdPties: { Dbtr: { Pty: { Nm: c.payerName } } },
                  RmtInf: { Ustrd: c.remittance },
                },
              },
            })),
          },
        },
      },
    },
  ) as string;
}
