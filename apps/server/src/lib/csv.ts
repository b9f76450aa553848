/**
 * A CSV cell: quoted, and formula-looking text defused (a leading ') so spreadsheets never run it.
 * With `keepNegativeNumbers` a plain negative number ("-12.50") stays a number (statements and
 * order exports); "-2+3" or "-1+cmd" is still defused.
 */
export function csvCell(v: unknown, opts: { keepNegativeNumbers?: boolean } = {}): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s) && !(opts.keepNegativeNumbers && /^-\d+(\.\d+)?$/.test(s)))
    s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** Rows of cells as a CSV document (CRLF line ends, trailing CRLF). */
export function csvDocument(rows: unknown[][], opts: { keepNegativeNumbers?: boolean } = {}) {
  return `${rows.map((r) => r.map((v) => csvCell(v, opts)).join(',')).join('\r\n')}\r\n`;
}
