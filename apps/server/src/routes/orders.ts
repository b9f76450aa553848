import { Hono } from 'hono';
import {
  ORDER_REJECT_REASONS,
  OrderCreateSchema,
  OrderQuerySchema,
  FirmQuoteRequestSchema,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { holderId } from '../middleware/holder.ts';
import { businessConversion, conversionApprovalPreview } from '../services/business/approvals.ts';
import { findOrder, findQuote, listOrders } from '../db/queries/orders.ts';
import { toIso } from '../db/queries/sql-row.ts';
import { notFound } from '../lib/errors.ts';
import { readJson, readQuery, uuidParam } from '../lib/validate.ts';
import { createQuote, orderJson, placeOrder, quoteJson } from '../services/trading/trading.ts';
import { readPlatformSettings } from '../services/platform-settings.ts';
import { orderConfirmationPdf } from '../services/documents/documents.ts';
import { userLanguage } from '../services/i18n/language.ts';
import { pdfResponse } from './reports.ts';
import { requestLocale, said, wordIn } from '../services/i18n/refusals/index.ts';

// Firm quotes and conversion orders (docs/client-platform.md).
export function ordersRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;

  app.post('/quotes', async (c) => {
    const body = await readJson(c, FirmQuoteRequestSchema);
    // A person's cached session is confirmed by the quote's insert (decision 024).
    const session = c.get('sessionProof');
    const quote = await createQuote(db, holderId(c), body, { session });
    // A business member's review names who must approve before anything moves (issue 34).
    const holder = c.get('holder');
    const approval =
      holder?.kind === 'business'
        ? await conversionApprovalPreview(db, holder.id, c.get('user')!.id, quote)
        : null;
    return c.json({ quote: approval ? { ...quote, approval } : quote }, 201);
  });

  /**
   * Accepts a quote. 201 filled; 422 rejected (the rejected order is in the body); a retry with the
   * same key answers the same order (200); the same key with another body answers 409.
   */
  app.post('/', async (c) => {
    const body = await readJson(c, OrderCreateSchema);
    const holder = c.get('holder')!;
    const appUrl = deps.env.BETTER_AUTH_URL;
    let placed: Awaited<ReturnType<typeof placeOrder>>;
    if (holder.kind === 'business') {
      // Over an approval rule's threshold the conversion waits for approval (202).
      const user = c.get('user')!;
      const actor = { id: user.id, email: user.email, role: holder.role, ip: c.get('clientIp') };
      const r = await businessConversion(db, holder.id, actor, body, appUrl);
      if (r.kind === 'approval') return c.json({ approval: r.approval }, r.replayed ? 200 : 202);
      placed = r;
    } else {
      // A person's own order: its notice only needs their language (the session's copy).
      const language = c.get('user')?.language;
      const languages = language ? [language] : undefined;
      // ... and their cached session by the order's own statement (decision 024).
      const session = c.get('sessionProof');
      // ... as a named statement, planned once per connection (decision 029).
      const statement = deps.database.statement.bind(deps.database);
      placed = await placeOrder(db, holder.id, body, { appUrl, languages, session, statement });
    }
    const { order, replayed } = placed;
    if (order.status === 'rejected') {
      // In the reader's language, as app.onError words a refusal (decision 023).
      const reason = order.rejectReason as keyof typeof ORDER_REJECT_REASONS | null;
      const locale = requestLocale(c.get('user')?.language, c.req.header('cookie'));
      const message = wordIn(locale, said('money.orderRejected', { reason }));
      return c.json({ error: { code: 'UNPROCESSABLE', message }, order }, 422);
    }
    return c.json({ order }, replayed ? 200 : 201);
  });

  app.get('/', async (c) => {
    const q = readQuery(c, OrderQuerySchema);
    const userId = holderId(c);
    const rows = await listOrders(db, { userId, ...q });
    return c.json({
      orders: rows.map(orderJson),
      total: Number(rows[0]?.total ?? 0),
      page: q.page,
      pageSize: q.pageSize,
    });
  });

  app.get('/:id', async (c) => {
    const id = uuidParam(c);
    const userId = holderId(c);
    const row = await findOrder(db, { userId, id });
    if (!row) throw notFound('Order');
    const quote = row.quote_id ? await findQuote(db, { userId, id: row.quote_id }) : undefined;
    const settings = await readPlatformSettings(db);
    const order = orderJson(row);
    const timeline = [
      ...(quote ? [{ at: toIso(quote.created_at), label: 'Quote issued' }] : []),
      { at: order.createdAt, label: 'Order placed' },
      ...(order.filledAt ? [{ at: order.filledAt, label: 'Filled' }] : []),
      ...(order.status === 'rejected'
        ? [
            {
              at: order.createdAt,
              label: `Rejected: ${ORDER_REJECT_REASONS[order.rejectReason as keyof typeof ORDER_REJECT_REASONS] ?? order.rejectReason}`,
            },
          ]
        : []),
    ];
    return c.json({
      order,
      quote: quote ? quoteJson(quote, settings['trading.quoteValiditySeconds']) : null,
      timeline,
    });
  });
  /** The order's confirmation as a PDF; another user's order is not found (404), like /:id. */
  app.get('/:id/confirmation.pdf', async (c) => {
    const id = uuidParam(c);
    // In the reader's language: the person asking (a business's member reads it in theirs).
    const locale = await userLanguage(db, c.get('user')?.id);
    const { pdf, reference } = await orderConfirmationPdf(db, holderId(c), id, new Date(), locale);
    return pdfResponse(pdf, `mizani-order-${id.slice(0, 8)}.pdf`, reference);
  });
  return app;
}
