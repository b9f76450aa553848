/** One row of a rates CSV, resolved to its pair. */
export interface CsvRate {
  line: number;
  pairId: string;
  bid: string;
  ask: string;
  timestamp?: Date;
}

const NUM = /^\d{1,14}(\.\d{1,10})?$/;

/**
 * Parses "pair,bid,ask[,timestamp]" (pair as USD/KES, USD-KES or USDKES; a header row is
 * optional). Each bad line is reported with its 1-based line number; callers apply nothing if any.
 */
export function parseRatesCsv(text: string, pairs: { id: string; base: string; quote: string }[]) {
  const byCode = new Map(pairs.map((p) => [`${p.base}${p.quote}`, p.id]));
  const rows: CsvRate[] = [];
  const errors: { line: number; message: string }[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (!trimmed) return;
    const cells = trimmed.split(',').map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    if (line === 1 && /^pair$/i.test(cells[0] ?? '')) return; // header
    if (cells.length < 3 || cells.length > 4) {
      errors.push({ line, message: 'Expected 3 or 4 columns: pair,bid,ask[,timestamp]' });
      return;
    }
    const [pairRef, bid, ask, ts] = cells as [string, string, string, string | undefined];
    const m = /^([A-Za-z]{3})[/\-_ ]?([A-Za-z]{3})$/.exec(pairRef);
    const pairId = m ? byCode.get(`${m[1]!.toUpperCase()}${m[2]!.toUpperCase()}`) : undefined;
    if (!pairId)
      return void errors.push({ line, message: `Unknown currency pair "${pairRef.slice(0, 20)}"` });
    if (!NUM.test(bid) || Number(bid) <= 0)
      return void errors.push({ line, message: 'Bid must be a positive number' });
    if (!NUM.test(ask) || Number(ask) <= 0)
      return void errors.push({ line, message: 'Ask must be a positive number' });
    let timestamp: Date | undefined;
    if (ts) {
      timestamp = new Date(ts);
      if (Number.isNaN(timestamp.getTime()))
        return void errors.push({ line, message: 'Timestamp must be an ISO date and time' });
    }
    rows.push({ line, pairId, bid, ask, timestamp });
  });
  return { rows, errors };
}
