import { parse } from 'csv-parse/sync';
import {
  BULK_PAYOUT_COLUMNS,
  BULK_PAYOUT_MAX_ROWS,
  BULK_PAYOUT_REQUIRED_COLUMNS,
  type BulkPayoutColumn,
} from '@mizani/shared';
import { AppError } from '../../lib/errors.ts';
import { emptyFields, type LineFields } from './validate.ts';

// A bulk payout file (docs/treasury.md "Bulk payouts"): CSV with a header row, read by csv-parse
// (quotes, doubled quotes, CRLF, a byte-order mark). Every cell stays a string: amounts are
// decimal text, never numbers, so nothing is rounded on the way in.

const bad = (message: string) => new AppError('VALIDATION', message, { file: message });

export function parseBulkCsv(bytes: Buffer): LineFields[] {
  if (!bytes.length) throw bad('The file is empty.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw bad('Save the file as CSV in UTF-8.');
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      // One more than allowed (plus the header) is enough to say the file is too long.
      to_line: BULK_PAYOUT_MAX_ROWS + 50,
    }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw bad(`The file is not valid CSV${line ? ` (near line ${line})` : ''}.`);
  }
  const [header, ...rows] = records;
  if (!header) throw bad('The file is empty.');
  const columns = header.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const unknown = columns.filter((c) => !(BULK_PAYOUT_COLUMNS as readonly string[]).includes(c));
  if (unknown.length)
    throw bad(
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}. The columns are ${BULK_PAYOUT_COLUMNS.join(', ')}.`,
    );
  const missing = BULK_PAYOUT_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length)
    throw bad(`Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
  if (new Set(columns).size !== columns.length) throw bad('A column appears twice in the header.');
  if (!rows.length) throw bad('The file has a header but no payees.');
  if (rows.length > BULK_PAYOUT_MAX_ROWS)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file has more than ${BULK_PAYOUT_MAX_ROWS.toLocaleString('en')} payees: split it into several batches.`,
    );
  return rows.map((cells) => {
    const f = emptyFields();
    columns.forEach((c, i) => {
      f[c as BulkPayoutColumn] = (cells[i] ?? '').trim();
    });
    return f;
  });
}
