import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../context.ts';
import { latestBankStatements } from '../../db/queries/bank-statements.ts';
import { AppError } from '../../lib/errors.ts';
import { assertRawBodyType, readRawBody } from '../../lib/raw-body.ts';
import { uuidParam } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';
import {
  BankFileError,
  DuplicateStatementError,
  importMt940,
  importStatement,
} from '../../services/rails/bank/import.ts';
import {
  createPayoutBatch,
  debtorAccounts,
  importStatusReport,
  listPayoutBatches,
  payoutBatchXml,
} from '../../services/rails/bank/payouts.ts';
import { Pain002Error } from '../../services/rails/bank/pain002.ts';
import { BankSendError, collectBankReports, sendBatch } from '../../services/rails/bank/h2h.ts';
import { railsOf } from '../../services/rails/registry.ts';

/** A pain.002 answers one of our files (500 payments at most): a few hundred kB. */
export const PAIN002_MAX_BYTES = 10 * 1024 * 1024;

/** A statement of 100,000 entries is about 100 MB of camt.053; it is streamed, never held. */
export const BANK_STATEMENT_MAX_BYTES = 256 * 1024 * 1024;
/** MT940 is read whole (its parser takes text): a day's statement is far below this. */
export const MT940_MAX_BYTES = 32 * 1024 * 1024;

// The bank rail in the admin area (docs/payments.md): statements (camt.053/054) uploaded as the
// raw XML body and imported as they stream in; the list of imports. Admin only (routes/index.ts).
export function adminBankRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;

  app.get('/statements', async (c) => {
    const statements = await latestBankStatements(db);
    return c.json({ statements });
  });

  app.post('/statements', async (c) => {
    assertRawBodyType(c);
    // XML is camt.053/054; anything else (.sta, .mt940, .txt sent as octet-stream) is MT940,
    // unless it turns out to be XML after all.
    const xmlType = /xml/.test(c.req.header('content-type') ?? '');
    const cap = xmlType ? BANK_STATEMENT_MAX_BYTES : MT940_MAX_BYTES;
    const tooLarge = () =>
      new AppError(
        'PAYLOAD_TOO_LARGE',
        `This statement is too large (${cap / 1024 / 1024} MB at most).`,
      );
    if (Number(c.req.header('content-length') ?? '0') > cap) throw tooLarge();
    const body = c.req.raw.body;
    if (!body)
      throw new AppError('VALIDATION', 'Send the statement file (camt.053, camt.054 or MT940).');
    // Counted as it streams: a body that lied about its length stops at the cap.
    async function* capped() {
      let seen = 0;
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        seen += chunk.byteLength;
        if (seen > cap) throw tooLarge();
        yield chunk;
      }
    }
    const me = c.get('user')!;
    const fileName = (c.req.header('x-file-name') ?? '').slice(0, 200) || undefined;
    const meta = {
      fileName,
      importedBy: me.id,
      appUrl: deps.env.BETTER_AUTH_URL,
      // Holders credited side by side on PostgreSQL's pool (PGlite has one connection).
      lanes: deps.database.kind === 'postgres' ? 2 : 1,
    };
    let format = xmlType ? 'camt' : 'mt940';
    try {
      let result;
      if (xmlType) result = await importStatement(db, capped(), meta);
      else {
        const chunks: Uint8Array[] = [];
        for await (const chunk of capped()) chunks.push(chunk);
        const text = Buffer.concat(chunks).toString('utf8');
        if (/^\uFEFF?\s*</.test(text)) {
          format = 'camt';
          result = await importStatement(
            db,
            (async function* () {
              yield text;
            })(),
            meta,
          );
        } else result = await importMt940(db, text, meta);
      }
      await audit(db, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'bank.statement.import',
        targetType: 'bank_statement',
        targetId: result.statementId,
        ip: c.get('clientIp'),
        after: {
          fileName,
          format: result.format,
          entries: result.entries,
          newEntries: result.newEntries,
        },
      });
      return c.json({ statement: result }, 201);
    } catch (err) {
      if (err instanceof DuplicateStatementError)
        throw new AppError(
          'CONFLICT',
          `This statement was already imported (${err.importedAt.slice(0, 16)} UTC); nothing was imported again.`,
        );
      if (err instanceof BankFileError)
        throw new AppError(
          'VALIDATION',
          format === 'camt'
            ? `This is not a readable camt.053 or camt.054 statement: ${err.message}`
            : `This is not a readable MT940 statement: ${err.message}`,
          { file: err.message },
        );
      throw err;
    }
  });

  // Payouts (pain.001 out, pain.002 back): docs/payments.md, "Bank payouts".
  app.get('/payouts/batches', async (c) =>
    c.json({
      batches: await listPayoutBatches(db),
      // Whether files can be handed to a bank from here (the simulated bank outside production).
      connection: railsOf(deps).bank ? 'simulated' : null,
    }),
  );

  // Hands a file to the bank's host-to-host channel and collects an answer ready at once (the
  // rails-status worker collects later ones).
  app.post('/payouts/batches/:id/send', async (c) => {
    const id = uuidParam(c);
    const conn = railsOf(deps).bank;
    if (!conn)
      throw new AppError(
        'CONFLICT',
        'No bank is connected to this server: download the file and upload it at your bank.',
      );
    const me = c.get('user')!;
    let messageId: string | null;
    try {
      messageId = await sendBatch(db, conn, id);
    } catch (err) {
      if (err instanceof BankSendError)
        throw new AppError('UNAVAILABLE', `The bank did not take the file: ${err.message}`);
      throw err;
    }
    if (!messageId) throw new AppError('NOT_FOUND', 'Not found');
    await audit(db, {
      actorId: me.id,
      actorEmail: me.email,
      action: 'bank.payout.send',
      targetType: 'bank_payout_batch',
      targetId: id,
      ip: c.get('clientIp'),
      after: { messageId },
    });
    await collectBankReports(db, conn);
    const [batch] = await listPayoutBatches(db, id);
    return c.json({ batch });
  });

  app.post('/payouts/batches', async (c) => {
    const me = c.get('user')!;
    const batch = await createPayoutBatch(db, {
      debtorName: deps.env.BANK_DEBTOR_NAME,
      debtors: debtorAccounts(deps.env),
      createdBy: me.id,
    });
    if (!batch)
      throw new AppError('CONFLICT', 'No payout to a bank account is waiting for a payment file.');
    await audit(db, {
      actorId: me.id,
      actorEmail: me.email,
      action: 'bank.payout.batch',
      targetType: 'bank_payout_batch',
      targetId: batch.id,
      ip: c.get('clientIp'),
      after: { messageId: batch.messageId, nbOfTxs: batch.nbOfTxs, ctrlSum: batch.ctrlSum },
    });
    return c.json({ batch }, 201);
  });

  app.get('/payouts/batches/:id/pain.001.xml', async (c) => {
    const file = await payoutBatchXml(db, uuidParam(c));
    if (!file) throw new AppError('NOT_FOUND', 'Not found');
    return c.body(file.xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${file.message_id}.pain.001.xml"`,
      'cache-control': 'no-store',
    });
  });

  app.post('/payouts/status', async (c) => {
    const raw = await readRawBody(c, PAIN002_MAX_BYTES, 'This status report');
    const me = c.get('user')!;
    const fileName = (c.req.header('x-file-name') ?? '').slice(0, 200) || undefined;
    try {
      const report = await importStatusReport(db, raw.toString('utf8'), {
        fileName,
        importedBy: me.id,
      });
      await audit(db, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'bank.payout.status',
        targetType: 'bank_statement',
        targetId: report.statementId,
        ip: c.get('clientIp'),
        after: { fileName, ...report },
      });
      return c.json({ report }, 201);
    } catch (err) {
      if (err instanceof Pain002Error)
        throw new AppError(
          'VALIDATION',
          `This is not a readable pain.002 status report: ${err.message}`,
          { file: err.message },
        );
      throw err;
    }
  });

  return app;
}
