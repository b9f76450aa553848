// Bulk payouts (issue 41 item 4): a 5,000-row file (50 bad rows) parsed and checked line by line
// (payee schema, amounts, rail rules, minimum, sanctions screening of every name in one pass) and
// stored as a draft, through the dashboard's route. Goal: under 5 s. PostgreSQL when the runner
// passes { pgUrl }, else the embedded database. Alone: node --import tsx bench/bulk-payouts.ts
import { performance } from 'node:perf_hooks';
import { createTestServer, NO_TRANSACTION_LIMITS } from '../apps/server/test/helpers.ts';
import { parseBulkCsv } from '../apps/server/src/services/bulk-payouts/parse.ts';
import { checkLines } from '../apps/server/src/services/bulk-payouts/validate.ts';
import { median } from './lib.ts';

const ROWS = 5000;
const RUNS = 3;
const HEADER =
  'name,method,country,phone,network,account,bank_code,iban,bic,amount,currency,reference';

export function bulkFile(rows = ROWS) {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const name = `Payee ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (((i / 26) | 0) % 26))} Mensah`;
    if (i % 100 === 7)
      lines.push(`${name},mobile_money,GH,+99924${i},mtn_momo,,,,,10.5,GHS,Bad ${i}`);
    else if (i % 3 === 0)
      lines.push(
        `${name},bank,GB,,,,Barclays,GB82WEST12345698765432,NWBKGB2L,${100 + (i % 50)}.25,GBP,Invoice ${i}`,
      );
    else
      lines.push(
        `${name},mobile_money,GH,+23324${String(1000000 + i).padStart(7, '0')},mtn_momo,,,,,${10 + (i % 90)}.50,GHS,Salary ${i}`,
      );
  }
  return lines.join('\n');
}

export async function bulkPayoutsBench(opts: { pgUrl?: string } = {}) {
  if (opts.pgUrl) process.env.DATABASE_URL = opts.pgUrl;
  const s = await createTestServer({
    settings: NO_TRANSACTION_LIMITS,
    env: { LOG_LEVEL: 'silent' },
  });
  try {
    const user = await s.createUser();
    const csv = bulkFile();
    const check: number[] = [];
    const upload: number[] = [];
    let invalid = 0;
    for (let r = 0; r < RUNS; r++) {
      let t = performance.now();
      const lines = await checkLines(s.database.db, user.id, parseBulkCsv(Buffer.from(csv)));
      check.push(performance.now() - t);
      invalid = lines.filter((l) => Object.keys(l.errors).length).length;
      t = performance.now();
      const res = await s.request('/api/bulk-payouts', {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'content-type': 'text/csv' },
        body: csv,
      });
      upload.push(performance.now() - t);
      if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
    }
    return {
      database: opts.pgUrl ? 'postgresql' : 'pglite',
      rows: ROWS,
      invalid,
      bytes: Buffer.byteLength(csv),
      parseAndCheckMs: Math.round(median(check)),
      uploadMs: Math.round(median(upload)),
      runsMs: upload.map(Math.round),
      goalMs: 5000,
    };
  } finally {
    await s.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pgUrl = process.argv[2];
  console.log(JSON.stringify(await bulkPayoutsBench({ pgUrl }), null, 2));
}
