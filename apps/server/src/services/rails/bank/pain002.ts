import { XMLParser } from 'fast-xml-parser';

// ISO 20022 pain.002.001.10 (CustomerPaymentStatusReport): the bank's answer to our pain.001
// (docs/payments.md). A report is small (one line per payment of one file), so it is parsed
// whole with fast-xml-parser; values are kept as strings (amounts exact, ids with leading zeros).

export interface TxStatus {
  /** OrgnlEndToEndId: our operation id without hyphens. */
  endToEndId: string;
  /** TxSts: ACSC/ACCC paid; RJCT refused; ACTC, ACCP, ACSP, ACWC, PDNG on the way. */
  status: string;
  /** StsRsnInf/Rsn/Cd (AC01, AC04, AM04, …) when the bank gives one. */
  reason?: string;
  /** StsRsnInf/AddtlInf, the bank's own words. */
  info?: string;
  /** OrgnlTxRef/Amt/InstdAmt, when the bank repeats it. */
  amount?: string;
  currency?: string;
}

export interface StatusReport {
  messageId: string;
  /** OrgnlGrpInfAndSts/OrgnlMsgId: our pain.001's MsgId. */
  originalMessageId: string;
  /** GrpSts: a whole file refused (RJCT) has no line per payment. */
  groupStatus?: string;
  groupReason?: string;
  txs: TxStatus[];
}

export class Pain002Error extends Error {}

const ARRAYS = new Set(['OrgnlPmtInfAndSts', 'TxInfAndSts', 'StsRsnInf', 'AddtlInf']);

type Node = Record<string, unknown>;
const obj = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(obj) : v ? [obj(v)] : []);
const text = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v.trim() || undefined;
  if (v && typeof v === 'object' && '#text' in v) return text((v as Node)['#text']);
  return undefined;
};

function reasonOf(n: Node) {
  const [first] = list(n.StsRsnInf);
  if (!first) return {};
  const rsn = obj(first.Rsn);
  const info = (Array.isArray(first.AddtlInf) ? (first.AddtlInf as unknown[]) : [])
    .map(text)
    .filter(Boolean);
  return { reason: text(rsn.Cd) ?? text(rsn.Prtry), info: info[0] };
}

export function parsePain002(xml: string): StatusReport {
  // No document type declarations: nothing a bank sends needs one, and entities can expand.
  if (/<!DOCTYPE/i.test(xml)) throw new Pain002Error('a DOCTYPE is not accepted');
  let doc: Node;
  try {
    doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      removeNSPrefix: true,
      parseTagValue: false,
      parseAttributeValue: false,
      isArray: (name) => ARRAYS.has(name),
    }).parse(xml, true) as Node;
  } catch (err) {
    throw new Pain002Error(err instanceof Error ? err.message : String(err));
  }
  const document = obj(doc.Document);
  const ns = String(document['@_xmlns'] ?? '');
  const rpt = obj(document.CstmrPmtStsRpt);
  if (!document.CstmrPmtStsRpt || (ns && !ns.includes(':pain.002.')))
    throw new Pain002Error('not a pain.002 CustomerPaymentStatusReport');
  const grp = obj(rpt.OrgnlGrpInfAndSts);
  const messageId = text(obj(rpt.GrpHdr).MsgId);
  const originalMessageId = text(grp.OrgnlMsgId);
  if (!messageId || !originalMessageId)
    throw new Pain002Error('GrpHdr/MsgId and OrgnlGrpInfAndSts/OrgnlMsgId are required');
  const txs: TxStatus[] = [];
  for (const pmt of list(rpt.OrgnlPmtInfAndSts))
    for (const t of list(pmt.TxInfAndSts)) {
      const endToEndId = text(t.OrgnlEndToEndId);
      const status = text(t.TxSts) ?? text(pmt.PmtInfSts) ?? text(grp.GrpSts);
      if (!endToEndId || !status)
        throw new Pain002Error('each TxInfAndSts needs OrgnlEndToEndId and TxSts');
      const amt = obj(obj(obj(t.OrgnlTxRef).Amt).InstdAmt);
      txs.push({
        endToEndId,
        status,
        ...reasonOf(t),
        ...(text(amt) ? { amount: text(amt), currency: text(amt['@_Ccy']) } : {}),
      });
    }
  const g = reasonOf(grp);
  return {
    messageId,
    originalMessageId,
    groupStatus: text(grp.GrpSts),
    groupReason: g.reason,
    txs,
  };
}

/** A status's meaning for the money: paid, refused, or not final yet. */
export function statusState(code: string): 'succeeded' | 'failed' | 'pending' {
  if (code === 'ACSC' || code === 'ACCC') return 'succeeded';
  if (code === 'RJCT') return 'failed';
  return 'pending';
}

/**
 * The common ISO 20022 reason codes (ExternalStatusReason1Code) in the client's words; the hold
 * is released with them. Anything else gets the general sentence with its code.
 */
export const BANK_REASON_WORDS: Record<string, string> = {
  AC01: 'The bank says the account number is wrong.',
  AC03: 'The bank says the account number is wrong.',
  AC04: 'The bank says this account is closed.',
  AC06: 'The bank says this account is blocked.',
  AC13: 'The bank says this account cannot receive this payment.',
  AG01: 'The bank says this account cannot receive this kind of payment.',
  AM04: 'The bank could not make the payment for lack of funds on our side; we will look into it.',
  AM05: 'The bank refused the payment as a duplicate.',
  BE01: 'The bank says the name does not match the account holder.',
  BE04: 'The bank says the payee’s address is missing or wrong.',
  RC01: 'The bank says the SWIFT/BIC code is wrong.',
  RR01: 'The bank needs more details about the payee’s account.',
  MS03: 'The bank refused the payment without giving a reason.',
  FF01: 'The bank could not read the payment instruction.',
  NARR: 'The bank refused the payment.',
};

export const bankWords = (code: string | undefined) =>
  (code && BANK_REASON_WORDS[code]) ??
  `The bank refused the payment${code ? ` (reason ${code})` : ''}.`;
