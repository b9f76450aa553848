import { Hono } from 'hono';
import {
  canMoveRequest,
  D,
  formatMoney,
  QuoteReplySchema,
  REQUEST_TYPES,
  RequestNoteSchema,
  RequestReplySchema,
  RequestUpdateSchema,
  type RequestStatus,
  requestReference,
  type RequestType,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  findRequest,
  insertRequestNote,
  updateRequest,
  type AnyRequestRow,
} from '../../db/queries/requests.ts';
import { findUserRole } from '../../db/queries/users.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../../services/i18n/refusals/index.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';
import { enqueueMail } from '../../services/mail/outbox.ts';
import { insertNotification } from '../../db/queries/notifications.ts';
import { quoteReplyBell, quoteReplyMail } from '../../services/mail/quote-reply.ts';
import { requestReplyMail } from '../../services/mail/request-reply.ts';
import { userLanguage } from '../../services/i18n/language.ts';

export function requestType(raw: string | undefined): RequestType {
  if (!raw || !(REQUEST_TYPES as readonly string[]).includes(raw)) throw notFound('Request');
  return raw as RequestType;
}

export async function loadRow(
  db: DbOrTx,
  type: RequestType,
  id: string,
  lock = false,
): Promise<AnyRequestRow> {
  const row = await findRequest(db, { type, id, lock });
  if (!row) throw notFound('Request');
  return row;
}

/**
 * The inbox's changes: status workflow and assignment, notes, the quote reply. Mounted by
 * adminRequestsRoutes under /api/admin/requests; the admin role is enforced at the mount.
 */
export function adminRequestWorkflowRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  /** Status workflow and assignment. */
  app.patch('/:type/:id', async (c) => {
    const type = requestType(c.req.param('type'));
    const id = uuidParam(c);
    const body = await readJson(c, RequestUpdateSchema);
    const me = c.get('user')!;
    const result = await db.transaction(async (tx) => {
      const row = await loadRow(tx, type, id, true);
      const before = { status: row.status, assignedTo: row.assignedTo };
      const after = { ...before };
      if (body.status !== undefined) {
        if (!canMoveRequest(row.status as RequestStatus, body.status)) {
          throw new AppError(
            'CONFLICT',
            said('admin.requestMove', { from: row.status, to: body.status }),
            { status: said('admin.requestMoveField') },
          );
        }
        after.status = body.status;
      }
      if (body.assignedTo !== undefined) {
        if (body.assignedTo !== null) {
          const a = await findUserRole(tx, body.assignedTo);
          if (!a || a.role !== 'admin' || a.disabledAt)
            throw new AppError('VALIDATION', said('admin.assignActiveAdmin'), {
              assignedTo: said('admin.assignActiveAdminField'),
            });
        }
        after.assignedTo = body.assignedTo;
      }
      await updateRequest(tx, { type, id, status: after.status, assignedTo: after.assignedTo });
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'request.update',
        targetType: type,
        targetId: id,
        before,
        after,
        ip: c.get('clientIp'),
      });
      return after;
    });
    return c.json({ ok: true, ...result });
  });

  app.post('/:type/:id/notes', async (c) => {
    const type = requestType(c.req.param('type'));
    const id = uuidParam(c);
    const { body } = await readJson(c, RequestNoteSchema);
    const me = c.get('user')!;
    const note = await db.transaction(async (tx) => {
      await loadRow(tx, type, id);
      const n = await insertRequestNote(tx, {
        requestType: type,
        requestId: id,
        authorId: me.id,
        body,
      });
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'request.note',
        targetType: type,
        targetId: id,
        after: { noteId: n.id, body },
        ip: c.get('clientIp'),
      });
      return n;
    });
    return c.json(
      {
        id: note.id,
        body: note.body,
        authorId: me.id,
        authorName: me.name,
        createdAt: note.createdAt.toISOString(),
      },
      201,
    );
  });

  /**
   * Answers any request by email through the outbox (issue 34 item 13): the reply is logged on the
   * request's timeline as a note and in the audit log; a new request moves to in progress.
   */
  app.post('/:type/:id/reply', async (c) => {
    const type = requestType(c.req.param('type'));
    const id = uuidParam(c);
    const { message } = await readJson(c, RequestReplySchema);
    const me = c.get('user')!;
    const sent = await db.transaction(async (tx) => {
      const row = await loadRow(tx, type, id, true);
      if (row.status === 'spam') throw new AppError('CONFLICT', said('admin.requestClosed'));
      const to = row.email as string;
      const reference = requestReference(type, id);
      const locale = row.userId ? await userLanguage(tx, row.userId as string) : 'en';
      const mail = requestReplyMail({ name: row.name as string, reference, message }, locale);
      await enqueueMail(tx, { kind: 'request_reply', to, ...mail });
      const status = row.status === 'new' ? 'in_progress' : (row.status as string);
      await updateRequest(tx, { type, id, status });
      const note = await insertRequestNote(tx, {
        requestType: type,
        requestId: id,
        authorId: me.id,
        body: `Reply sent to ${to}:\n${message}`,
      });
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'request.reply_sent',
        targetType: type,
        targetId: id,
        before: { status: row.status },
        after: { status, to, subject: mail.subject, noteId: note.id },
        ip: c.get('clientIp'),
      });
      return { status, to, noteId: note.id };
    });
    return c.json({ ok: true, ...sent }, 201);
  });

  /** Answers a quote request by email through the outbox; the request moves to in progress. */
  app.post('/:type/:id/quote', async (c) => {
    const type = requestType(c.req.param('type'));
    if (type !== 'quote') throw notFound('Quote request');
    const id = uuidParam(c);
    const input = await readJson(c, QuoteReplySchema);
    const me = c.get('user')!;
    const sent = await db.transaction(async (tx) => {
      const row = await loadRow(tx, 'quote', id, true);
      if (row.status === 'closed' || row.status === 'spam')
        throw new AppError('CONFLICT', said('admin.requestClosed'));
      const amount = D(row.amount as string);
      const converted = amount.times(input.rate).toDecimalPlaces(2, D.ROUND_DOWN).toFixed(2);
      const validUntil = new Date(Date.now() + input.validHours * 3600_000);
      const from = row.currencyFrom as string;
      const to = row.currencyTo as string;
      const reply = {
        name: row.name as string,
        reference: requestReference('quote', id),
        amount: amount.toFixed(2),
        from,
        to,
        rate: input.rate,
        converted,
        validUntil,
        message: input.message,
      };
      // The requester's language: their account's when signed in; the request row keeps no page
      // language, so a public requester reads English (docs/languages.md, issue 20).
      const locale = row.userId ? await userLanguage(tx, row.userId as string) : 'en';
      const { subject, text, html } = quoteReplyMail(reply, locale);
      await enqueueMail(tx, { kind: 'quote_reply', to: row.email as string, subject, text, html });
      // A signed-in requester also sees the answer in the bell (the mail is the answer itself).
      if (row.userId)
        await insertNotification(tx, {
          userId: row.userId as string,
          kind: 'quote_reply',
          ...quoteReplyBell(reply, locale),
          link: '/dashboard',
        });
      const newStatus = row.status === 'new' ? 'in_progress' : (row.status as string);
      await updateRequest(tx, { type: 'quote', id, status: newStatus });
      await insertRequestNote(tx, {
        requestType: 'quote',
        requestId: id,
        authorId: me.id,
        body: `Quote sent to ${row.email as string}: 1 ${from} = ${input.rate} ${to} (${formatMoney(converted, to)}), valid ${input.validHours} h.${input.message ? `\n${input.message}` : ''}`,
      });
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'request.quote_sent',
        targetType: 'quote',
        targetId: id,
        before: { status: row.status },
        after: {
          status: newStatus,
          to: row.email,
          subject,
          rate: input.rate,
          converted,
          validUntil: validUntil.toISOString(),
        },
        ip: c.get('clientIp'),
      });
      return { status: newStatus, converted, validUntil: validUntil.toISOString() };
    });
    return c.json({ ok: true, ...sent }, 201);
  });

  return app;
}
