import { Hono } from 'hono';
import {
  RequestListQuerySchema,
  type RequestDetail,
  type RequestStatus,
  type RequestType,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import {
  exportRequests,
  jobTitle,
  listQuoteReplies,
  listRequestNotes,
  listRequests,
} from '../../db/queries/requests.ts';
import { findUserName, listActiveAdmins } from '../../db/queries/users.ts';
import { toIso } from '../../db/queries/sql-row.ts';
import { csvCell } from '../../lib/csv.ts';
import { readQuery, uuidParam } from '../../lib/validate.ts';
import { adminRequestWorkflowRoutes, loadRow, requestType } from './request-workflow.ts';
import { adminActor } from './actor.ts';
import { audit } from '../../services/audit.ts';
import { cvOf, readCv } from '../../services/requests/cv-files.ts';
import { documentVault } from '../../services/storage/index.ts';
import { documentResponse } from '../../services/verification/documents.ts';

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
    ['resumeFile', 'Resume/CV file'],
    ['coverLetter', 'Cover letter'],
    ['jobId', 'Job id'],
    ['userId', 'Account id'],
  ],
};

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
          .map((v) => csvCell(v))
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
    return c.json({ assignees: await listActiveAdmins(db) });
  });

  /** A CV sent as a file with an application: a download, never shown inline; each one audited. */
  app.get('/application/:id/cv', async (c) => {
    const id = uuidParam(c);
    const { fileName, data } = await readCv(db, documentVault(deps), id);
    const a = adminActor(c);
    await audit(db, {
      actorId: a.id,
      actorEmail: a.email,
      ip: a.ip,
      action: 'request.cv_download',
      targetType: 'job_application',
      targetId: id,
    });
    return documentResponse({ content_type: 'application/pdf', file_name: fileName }, data);
  });

  app.get('/:type/:id', async (c) => {
    const type = requestType(c.req.param('type'));
    const id = uuidParam(c);
    const row = await loadRow(db, type, id);
    if (type === 'application' && row.jobId) row.jobTitle = await jobTitle(db, row.jobId as string);
    else if (type === 'application') row.jobTitle = 'Open application';
    if (type === 'application') row.resumeFile = (await cvOf(db, id))?.fileName ?? null;
    const notes = await listRequestNotes(db, { type, id });
    const replies = await listQuoteReplies(db, id);
    const assigneeName = row.assignedTo ? await findUserName(db, row.assignedTo) : null;
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
        createdAt: toIso(n.created_at),
      })),
      replies: replies.map((r) => {
        const a = (r.after ?? {}) as { subject?: string; to?: string };
        return { at: r.at.toISOString(), subject: a.subject ?? '', to: a.to ?? '' };
      }),
    };
    return c.json(detail);
  });

  app.route('/', adminRequestWorkflowRoutes(deps));
  return app;
}
