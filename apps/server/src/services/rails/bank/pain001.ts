import { XMLBuilder } from 'fast-xml-parser';
import { D, looksLikeIban } from '@mizani/shared';

// ISO 20022 pain.001.001.09 (CustomerCreditTransferInitiation): the payment file a bank takes
// from us for payouts (docs/payments.md). Built with fast-xml-parser's XMLBuilder (escaping,
// attributes), never by string concatenation; amounts stay decimal strings from the database to
// the file (Decimal sums the control totals), never binary floats.

export const PAIN001_NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/** The account we pay from, per currency (configuration: BANK_DEBTOR_ACCOUNTS). */
export interface DebtorAccount {
  iban: string;
  bic: string;
}

export interface Pain001Tx {
  /** EndToEndId: our operation id without hyphens (Max35Text; a UUID with them is 36). */
  endToEndId: string;
  /** InstrId: the withdrawal's reference, which the client also sees. */
  instructionId: string;
  currency: string;
  /** A decimal string as the ledger holds it. */
  amount: string;
  creditorName: string;
  creditorCountry: string;
  /** An IBAN, or a local account number (sent as Othr/Id). */
  account: string;
  bic?: string;
  bankName?: string;
  remittance: string;
}

export interface Pain001Batch {
  messageId: string;
  createdAt: Date;
  /** ReqdExctnDt: the day the bank should pay (YYYY-MM-DD). */
  executionDate: string;
  debtorName: string;
  debtors: Record<string, DebtorAccount>;
  txs: Pain001Tx[];
}

/** Cuts free text to an ISO 20022 MaxNText length (the builder escapes what remains). */
const max = (text: string, n: number) => text.replace(/\s+/g, ' ').trim().slice(0, n);

/** Two decimals as the file's amounts are written (ActiveOrHistoricCurrencyAndAmount). */
export const fileAmount = (amount: string) => new D(amount).toFixed(2);

export function buildPain001(batch: Pain001Batch): {
  xml: string;
  nbOfTxs: number;
  ctrlSum: string;
  currencies: string[];
} {
  const byCurrency = new Map<string, Pain001Tx[]>();
  for (const tx of batch.txs)
    byCurrency.set(tx.currency, [...(byCurrency.get(tx.currency) ?? []), tx]);
  const currencies = [...byCurrency.keys()].sort();
  const sum = (txs: Pain001Tx[]) =>
    txs.reduce((acc, t) => acc.plus(fileAmount(t.amount)), new D(0)).toFixed(2);
  const ctrlSum = sum(batch.txs);
  const pmtInf = currencies.map((ccy, i) => {
    const txs = byCurrency.get(ccy)!;
    const debtor = batch.debtors[ccy]!;
    return {
      PmtInfId: max(`${batch.messageId}-${i + 1}`, 35),
      PmtMtd: 'TRF',
      BtchBookg: 'false',
      NbOfTxs: String(txs.length),
      CtrlSum: sum(txs),
      ReqdExctnDt: { Dt: batch.executionDate },
      Dbtr: { Nm: max(batch.debtorName, 140) },
      DbtrAcct: { Id: { IBAN: debtor.iban }, Ccy: ccy },
      DbtrAgt: { FinInstnId: { BICFI: debtor.bic } },
      // Charges shared (SHAR): the usual choice for payouts that may leave SEPA.
      ChrgBr: 'SHAR',
      CdtTrfTxInf: txs.map((t) => ({
        PmtId: { InstrId: max(t.instructionId, 35), EndToEndId: t.endToEndId },
        Amt: { InstdAmt: { '@_Ccy': t.currency, '#text': fileAmount(t.amount) } },
        CdtrAgt: {
          FinInstnId: t.bic
            ? { BICFI: t.bic }
            : // No BIC given: the bank is named, for the debtor's bank to route by hand.
              { Nm: max(t.bankName ?? 'Unknown bank', 140), PstlAdr: { Ctry: t.creditorCountry } },
        },
        Cdtr: { Nm: max(t.creditorName, 140), PstlAdr: { Ctry: t.creditorCountry } },
        CdtrAcct: {
          Id: looksLikeIban(t.account)
            ? { IBAN: t.account }
            : { Othr: { Id: max(t.account, 34), SchmeNm: { Cd: 'BBAN' } } },
        },
        RmtInf: { Ustrd: max(t.remittance, 140) },
      })),
    };
  });
  const xml = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressEmptyNode: true,
  }).build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': PAIN001_NS,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: batch.messageId,
          CreDtTm: batch.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          NbOfTxs: String(batch.txs.length),
          CtrlSum: ctrlSum,
          InitgPty: { Nm: max(batch.debtorName, 140) },
        },
        PmtInf: pmtInf,
      },
    },
  }) as string;
  return { xml, nbOfTxs: batch.txs.length, ctrlSum, currencies };
}
