import { SaxesParser } from 'saxes';

// ISO 20022 bank-to-customer statements, streamed (docs/payments.md): camt.053 (end-of-day
// statement, Stmt) and camt.054 (debit/credit notification, Ntfctn) carry the same Ntry element.
// The file is never held whole: saxes reads it chunk by chunk and each entry is handed on as soon
// as it closes, so 100,000 entries import in flat memory.

/** One booked (or pending) line of a bank statement, as the bank told it. */
export interface CamtEntry {
  /** camt.053 or camt.054, from the document's root; mt940 for a SWIFT MT940 line (bank/mt940.ts). */
  format: 'camt.053' | 'camt.054' | 'mt940';
  /** GrpHdr/MsgId of the file, and the Stmt/Ntfctn Id the entry belongs to. */
  messageId: string | null;
  statementId: string | null;
  /** The account the statement is for (IBAN or other id). */
  account: string | null;
  amount: string;
  currency: string;
  direction: 'CRDT' | 'DBIT';
  /** BOOK, PDNG, INFO (Sts/Cd in 2019 versions, Sts text before). */
  status: string;
  bookingDate: string | null;
  valueDate: string | null;
  /** The bank's own reference of the entry: what makes it unique across files. */
  accountServicerRef: string | null;
  entryRef: string | null;
  endToEndId: string | null;
  /** Unstructured remittance lines and structured creditor references (where DEP-… is put). */
  remittance: string[];
  debtorName: string | null;
  debtorAccount: string | null;
  reversal: boolean;
  /** MT940 only: the statement number, line and a hash of its text (it has no entry id). */
  lineKey?: string;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses a camt.053/054 stream and calls `onBatch` with entries in batches (awaited before more of
 * the file is read: the caller's writes hold the reading back). Throws on XML that is not
 * well-formed or a document that is neither camt.053 nor camt.054.
 */
export async function streamCamt(
  source: AsyncIterable<Uint8Array | string>,
  onBatch: (entries: CamtEntry[]) => Promise<void>,
  batchSize = 500,
): Promise<{ format: 'camt.053' | 'camt.054'; messageId: string | null; entries: number }> {
  const parser = new SaxesParser({ xmlns: false });
  const path: string[] = [];
  let text = '';
  let format: 'camt.053' | 'camt.054' | null = null;
  let messageId: string | null = null;
  let statementId: string | null = null;
  let account: string | null = null;
  let entry: CamtEntry | null = null;
  let currencyAttr = '';
  let batch: CamtEntry[] = [];
  let count = 0;

  const within = (name: string) => path.includes(name);

  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    path.push(name);
    text = '';
    if (path.length === 2) {
      if (name === 'BkToCstmrStmt') format = 'camt.053';
      else if (name === 'BkToCstmrDbtCdtNtfctn') format = 'camt.054';
      else throw new Error(`not a camt.053 or camt.054 document (${name})`);
    }
    if (name === 'Ntry' && format) {
      entry = {
        format,
        messageId,
        statementId,
        account,
        amount: '',
        currency: '',
        direction: 'CRDT',
        status: '',
        bookingDate: null,
        valueDate: null,
        accountServicerRef: null,
        entryRef: null,
        endToEndId: null,
        remittance: [],
        debtorName: null,
        debtorAccount: null,
        reversal: false,
      };
    }
    if (name === 'Amt') currencyAttr = String(tag.attributes.Ccy ?? '');
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    const value = text.trim();
    const parent = path[path.length - 2];
    if (!entry) {
      if (name === 'MsgId' && parent === 'GrpHdr') messageId = value;
      else if (name === 'Id' && (parent === 'Stmt' || parent === 'Ntfctn')) statementId = value;
      else if ((name === 'IBAN' || (name === 'Id' && parent === 'Othr')) && within('Acct'))
        account = value;
    } else if (name === 'Ntry') {
      batch.push(entry);
      count++;
      entry = null;
    } else {
      const e: CamtEntry = entry;
      // The entry's own amount, not the transaction details' or the charges' amounts.
      if (name === 'Amt' && parent === 'Ntry') {
        e.amount = value;
        e.currency = currencyAttr;
      } else if (name === 'CdtDbtInd' && parent === 'Ntry')
        e.direction = value === 'DBIT' ? 'DBIT' : 'CRDT';
      else if (name === 'RvslInd' && parent === 'Ntry') e.reversal = value === 'true';
      else if (name === 'Sts' && parent === 'Ntry') e.status = value || e.status;
      else if (name === 'Cd' && parent === 'Sts' && path[path.length - 3] === 'Ntry')
        e.status = value;
      else if (name === 'Dt' || name === 'DtTm') {
        if (parent === 'BookgDt') e.bookingDate = value;
        if (parent === 'ValDt') e.valueDate = value;
      } else if (name === 'AcctSvcrRef' && parent === 'Ntry') e.accountServicerRef = value;
      else if (name === 'AcctSvcrRef' && parent === 'Refs' && !e.accountServicerRef)
        e.accountServicerRef = value;
      else if (name === 'NtryRef' && parent === 'Ntry') e.entryRef = value;
      else if (name === 'EndToEndId') e.endToEndId = value;
      else if (name === 'Ustrd' && within('RmtInf')) e.remittance.push(value);
      else if (name === 'Ref' && within('CdtrRefInf')) e.remittance.push(value);
      else if (name === 'Nm' && within('Dbtr') && !within('UltmtDbtr')) e.debtorName = value;
      else if ((name === 'IBAN' || (name === 'Id' && parent === 'Othr')) && within('DbtrAcct'))
        e.debtorAccount = value;
    }
    path.pop();
    text = '';
  });

  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of source) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    if (batch.length >= batchSize) {
      const full = batch;
      batch = [];
      await onBatch(full);
    }
  }
  parser.write(decoder.decode());
  parser.close();
  if (!format) throw new Error('not a camt.053 or camt.054 document (empty)');
  if (batch.length) await onBatch(batch);
  return { format, messageId, entries: count };
}
