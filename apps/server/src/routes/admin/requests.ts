import { Hono } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  canMoveRequest,
  D,
  QuoteReplySchema,
  REQUEST_STATUS_LABELS,
  REQUEST_TYPES,
  RequestListQuerySchema,
  RequestNoteSchema,
  RequestUpdateSchema,
  type RequestDetail,
  type RequestStatus,
  type RequestType,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { auditLog, jobs, requestNotes, user } from '../../db/schema/index.ts';
import {
  csvCell,
  exportRequests,
  listRequests,
  REQUEST_TABLES,
} from '../../db/queries/admin-requests.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { readJson, readQuery, uuidParam } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';
import { enqueueMail } from '../../services/mail/outbox.ts';
import { escapeHtml } from '../../services/mail/escape.ts';

const EXPORT_CAP = 50_000;

// Labels for the detail view: every column of each request table, in reading order.
const FIELD_LABELS: Record<RequestType, [key: string, label: string][]> = {
  consultation: [
    ['name', 'Name'],
    ['email', 'Email'],
    ['company', 'Company'],
    ['phone', 'Phone'],
    ['preferredDate', 'Preferred date'],
    ['preferredTime', 'Preferred time'],
    ['message', 'Message'],
    ['userId', 'Account id'],
  ],
  quote: [
    ['name', 'Name'],
    ['email', 'Email'],
    ['company', 'Company'],
    ['phone', 'Phone'],
    ['currencyFrom', 'Currency from'],
    ['currencyTo', 'Currency to'],
    ['amount', 'Amount'],
    ['urgency', 'Urgency'],
    ['message', 'Message'],
    ['userId', 'Account id'],
  ],
  inquiry: [
    ['name', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['company', 'Company'],
    ['subject', 'Subject'],
    ['inquiryType', 'Inquiry type'],
    ['message', 'Message'],
    ['userId', 'Account id'],
  ],
  application: [
    ['jobTitle', 'Position'],
    ['applicantName', 'Applicant name'],
    ['applicantEmail', 'Applicant email'],
    ['applicantPhone', 'Applicant phone'],
    ['resumeUrl', 'Resume/CV URL'],
    ['coverLetter', 'Cover letter'],
    ['jobId', 'Job id'],
    ['userId', 'Account id'],
  ],
};

function requestType(raw: string | undefined): RequestType {
  if (!raw || !(REQUEST_TYPES as readonly string[]).includes(raw)) throw notFound('Request');
  return raw as RequestType;
}

type AnyRow = Record<string, unknown> & {
  id: string;
  status: string;
  assignedTo: string | null;
  createdAt: Date;
  updatedAt: Date;
};

async function loadRow(db: DbOrTx, type: RequestType, id: string, lock = false): Promise<AnyRow> {
  const t = REQUEST_TABLES[type];
  const q = db.select().from(t).where(eq(t.id, id));
  const rows = (lock ? await q.for('update') : await q) as AnyRow[];
  if (!rows[0]) throw notFound('Request');
  return rows[0];
}

const str = (v: unknown) =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : Array.isArray(v)
        ? v.join(', ')
        : String(v);

/** Admin requests inbox: mounted under /api/admin/requests; the admin role is enforced at the mount. */
export function adminRequestsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const q = readQuery(c, RequestListQuerySchema);
    return c.json(await listRequests(db, c.get('user')!.id, q));
  });

  app.get('/export.csv', async (c) => {
    const q = readQuery(c, RequestListQuerySchema);
    const items = await exportRequests(db, c.get('user')!.id, q, EXPORT_CAP);
    const header = [
      'type',
      'id',
      'created_at',
      'status',
      'name',
      'email',
      'company',
      'summary',
      'assigned_to',
    ];
    const lines = [header.join(',')];
    for (const i of items)
      lines.push(
        [i.type, i.id, i.createdAt, i.status, i.name, i.email, i.company, i.summary, i.assigneeName]
          .map(csvCell)
          .join(','),
      );
    const stamp = new Date().toISOString().slice(0, 10);
    return c.body(`${lines.join('\r\n')}\r\n`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="mizani-requests-${stamp}.csv"`,
    });
  });

  /** The admins a request can be assigned to. */
  app.get('/assignees', async (c) => {
    const rows = await db
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(and(eq(user.role, 'admin'), sql`${user.disabledAt} is null`))
      .orderBy(asc(user.name));
    return c.json({ assignees: rows });
  });

  app.get('/:type/:id', async (c) => {
    const type = requestType(c.req.param('type'));
    const id = uuidParam(c);
    const row = await loadRow(db, type, id);
    if (type === 'application' && row.jobId) {
      const [job] = await db
        .select({ title: jobs.title })
        .from(jobs)
        .where(eq(jobs.id, row.jobId as string));
      row.jobTitle = job?.title ?? null;
    } else if (type === 'application') row.jobTitle = 'Open application';
    const notes = await queryRows<{
      id: string;
      body: string;
      author_id: string | null;
      author_name: string | null;
      created_at: string | Date;
    }>(
      db,
      sql`select n.id, n.body, n.author_id, u.name as author_name, n.created_at
        from request_notes n left join "user" u on u.id = n.author_id
        where n.request_type = ${type} and n.request_id = ${id} order by n.created_at asc, n.id asc`,
    );
    const replies = await db
      .select({ at: auditLog.createdAt, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'request.quote_sent'),
          eq(auditLog.targetType, 'quote'),
          eq(auditLog.targetId, id),
        ),
      )
      .orderBy(asc(auditLog.id));
    let assigneeName: string | null = null;
    if (row.assignedTo) {
      const [a] = await db
        .select({ name: user.name })
        .from(user)
        .where(eq(user.id, row.assignedTo));
      assigneeName = a?.name ?? null;
    }
    const detail: RequestDetail = {
      type,
      id,
      status: row.status as RequestStatus,
      assignedTo: row.assignedTo,
      assigneeName,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      fields: FIELD_LABELS[type].map(([key, label]) => ({ key, label, value: str(row[key]) })),
      notes: notes.map((n) => ({
        id: n.id,
        body: n.body,
        authorId: n.author_id,
        authorName: n.author_name,
        createdAt: new Date(n.created_at).toISOString(),
      })),
      replies: replies.map((r) => {
        const a = (r.after ?? {}) as { subject?: string; to?: string };
        return { at: r.at.toISOString(), subject: a.subject ?? '', to: a.to ?? '' };
      }),
    };
    return c.json(detail);
  });

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
            `A ${REQUEST_STATUS_LABELS[row.status as RequestStatus] ?? row.status} request cannot move to ${REQUEST_STATUS_LABELS[body.status]}.`,
            {
              status: 'Not allowed from the current status',
            },
          );
        }
        after.status = body.status;
      }
      if (body.assignedTo !== undefined) {
        if (body.assignedTo !== null) {
          const [a] = await tx
            .select({ role: user.role, disabledAt: user.disabledAt })
            .from(user)
            .where(eq(user.id, body.assignedTo));
          if (!a || a.role !== 'admin' || a.disabledAt)
            throw new AppError(
              'VALIDATION',
              'Please check the form: requests can only be assigned to an active admin',
              { assignedTo: 'Choose an active admin' },
            );
        }
        after.assignedTo = body.assignedTo;
      }
      const t = REQUEST_TABLES[type];
      await tx
        .update(t)
        .set({ status: after.status, assignedTo: after.assignedTo, updatedAt: new Date() })
        .where(eq(t.id, id));
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
      const [n] = await tx
        .insert(requestNotes)
        .values({ requestType: type, requestId: id, authorId: me.id, body })
        .returning();
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'request.note',
        targetType: type,
        targetId: id,
        after: { noteId: n!.id, body },
        ip: c.get('clientIp'),
      });
      return n!;
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
        throw new AppError('CONFLICT', 'This request is closed; reopen it before sending a quote.');
      const amount = D(row.amount as string);
      const converted = amount.times(input.rate).toDecimalPlaces(2, D.ROUND_DOWN).toFixed(2);
      const validUntil = new Date(Date.now() + input.validHours * 3600_000);
      const from = row.currencyFrom as string;
      const to = row.currencyTo as string;
      const subject = `Your Mizani quote: ${amount.toFixed(2)} ${from} → ${to}`;
      const lines = [
        `Dear ${row.name as string},`,
        '',
        `Thank you for your quote request. We can offer:`,
        `  You send: ${amount.toFixed(2)} ${from}`,
        `  Rate: 1 ${from} = ${input.rate} ${to}`,
        `  You receive: ${converted} ${to}`,
        `  Valid until: ${validUntil.toUTCString()}`,
        ...(input.message ? ['', input.message] : []),
        '',
        'Reply to this email to go ahead.',
        'Mizani FX desk',
      ];
      const text = lines.join('\n');
      const html = `<p>${lines.map((l) => escapeHtml(l)).join('<br>')}</p>`;
      await enqueueMail(tx, { kind: 'quote_reply', to: row.email as string, subject, text, html });
      const newStatus = row.status === 'new' ? 'in_progress' : (row.status as string);
      await tx
        .update(REQUEST_TABLES.quote)
        .set({ status: newStatus, updatedAt: new Date() })
        .where(eq(REQUEST_TABLES.quote.id, id));
      await tx.insert(requestNotes).values({
        requestType: 'quote',
        requestId: id,
        authorId: me.id,
        body: `Quote sent to ${row.email as string}: 1 ${from} = ${input.rate} ${to} (${converted} ${to}), valid ${input.validHours} h.${input.message ? `\n${input.message}` : ''}`,
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
