import { sql } from 'drizzle-orm';
import {
  requestReference,
  type ConsultationRequest,
  type Inquiry,
  type JobApplication,
  type Locale,
  type QuoteRequest,
} from '@mizani/shared';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import {
  consultationRequests,
  inquiries,
  jobApplications,
  jobs,
  quoteRequests,
} from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { findTranslation } from '../../db/queries/jobs.ts';
import { attachCv, claimCv } from './cv-files.ts';
import { AppError } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  applicationMail,
  consultationMail,
  inquiryMail,
  quoteMail,
  type RenderedMail,
} from '../mail/templates.ts';
import { readPlatformSettings } from '../platform-settings.ts';
import { ackTexts, requestAckMail, type AckKind } from './ack-mail.ts';
import { moneyIn } from '../i18n/language.ts';

/** Which admin_settings flag decides who hears about each request kind (issue 4, spec §7). */
export type NotificationFlag = 'consultation' | 'quote' | 'application';

/**
 * Every admin whose flag for this kind is on. Consultations and support inquiries use the
 * consultation flag, quotes the quote flag, job applications the application flag.
 */
export async function notificationRecipients(
  db: Db | Tx,
  flag: NotificationFlag,
): Promise<string[]> {
  const column =
    flag === 'quote'
      ? sql`s.email_notifications_quote`
      : flag === 'application'
        ? sql`s.email_notifications_application`
        : sql`s.email_notifications_consultation`;
  const rows = await queryRows<{ email: string }>(
    db,
    sql`
    select u.email from admin_settings s join "user" u on u.id = s.user_id
    where u.role = 'admin' and ${column} = true
    order by u.email`,
  );
  return rows.map((r) => r.email);
}

async function notify(tx: Tx, kind: string, flag: NotificationFlag, mail: RenderedMail) {
  const recipients = await notificationRecipients(tx, flag);
  for (const to of recipients) await enqueueMail(tx, { kind, to, ...mail });
  return recipients.length;
}

export interface RequestContext {
  db: Db;
  userId: string | null;
  /** Absolute link to the admin inbox, for the notification mails. */
  inboxUrl: string;
  /** The language of the page the form was sent from: the requester's acknowledgement is in it. */
  locale?: Locale;
}

// Each request row and its notifications are written in ONE transaction: either the visitor's
// request and its outbox rows exist, or neither does. Delivery happens later, in the worker, so a
// mail problem can never fail or slow down the submission.

type RequestTable =
  typeof consultationRequests | typeof quoteRequests | typeof inquiries | typeof jobApplications;

interface Notice {
  /** The outbox kind of the mails. */
  kind: string;
  flag: NotificationFlag;
  mail: RenderedMail;
}

/** What a form answers: the new row's id and the reference quoted to the requester. */
export interface CreatedRequest {
  id: string;
  reference: string;
}

/**
 * Inserts one request row and queues its notifications (the admins', and the requester's
 * acknowledgement with the reference), inside the caller's transaction.
 */
async function insertAndNotify<T extends RequestTable>(
  tx: Tx,
  table: T,
  values: PgInsertValue<T>,
  notice: Notice,
  ack: { kind: AckKind; to: string; rows: [string, string][]; locale: Locale },
): Promise<CreatedRequest> {
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  await notify(tx, notice.kind, notice.flag, notice.mail);
  const reference = requestReference(ack.kind, row!.id);
  await enqueueMail(tx, {
    kind: 'request_ack',
    to: ack.to,
    ...requestAckMail(ack.kind, reference, ack.rows, ack.locale),
  });
  return { id: row!.id, reference };
}

/** The contact columns the consultation, quote and inquiry tables share, and who sent it. */
function contactColumns(
  ctx: RequestContext,
  input: Pick<ConsultationRequest, 'name' | 'email' | 'company' | 'phone'>,
) {
  return {
    userId: ctx.userId,
    name: input.name,
    email: input.email,
    company: input.company,
    phone: input.phone,
  };
}

export async function createConsultation(ctx: RequestContext, input: ConsultationRequest) {
  const { locale = 'en' } = ctx;
  const t = ackTexts(locale);
  return ctx.db.transaction((tx) =>
    insertAndNotify(
      tx,
      consultationRequests,
      {
        ...contactColumns(ctx, input),
        preferredDate: input.preferredDate,
        preferredTime: input.preferredTime,
        message: input.message,
      },
      {
        kind: 'consultation_request',
        flag: 'consultation',
        mail: consultationMail(input, ctx.inboxUrl),
      },
      {
        kind: 'consultation',
        to: input.email,
        locale,
        rows: [
          [t.label.name, input.name],
          [t.label.preferredDate, input.preferredDate ?? t.notGiven],
          [t.label.preferredTime, input.preferredTime ?? t.notGiven],
        ],
      },
    ),
  );
}

export async function createQuote(ctx: RequestContext, input: QuoteRequest) {
  const { locale = 'en' } = ctx;
  const t = ackTexts(locale);
  return ctx.db.transaction(async (tx) => {
    // The admins' mail states the fee terms the desk would apply today.
    const settings = await readPlatformSettings(tx);
    const byPair = settings['trading.spreadBpsByPair'];
    const terms = {
      spreadBps:
        byPair[`${input.currencyFrom}-${input.currencyTo}`] ??
        byPair[`${input.currencyTo}-${input.currencyFrom}`] ??
        settings['trading.spreadBps'],
      feeBps: settings['trading.feeBps'],
    };
    return insertAndNotify(
      tx,
      quoteRequests,
      {
        ...contactColumns(ctx, input),
        currencyFrom: input.currencyFrom,
        currencyTo: input.currencyTo,
        amount: input.amount,
        urgency: input.urgency,
        message: input.message,
      },
      { kind: 'quote_request', flag: 'quote', mail: quoteMail(input, ctx.inboxUrl, terms) },
      {
        kind: 'quote',
        to: input.email,
        locale,
        rows: [
          [t.label.amount, moneyIn(locale, input.amount, input.currencyFrom)],
          [t.label.currencies, `${input.currencyFrom} → ${input.currencyTo}`],
          [t.label.urgency, t.urgency[input.urgency]],
        ],
      },
    );
  });
}

export async function createInquiry(ctx: RequestContext, input: Inquiry) {
  const { locale = 'en' } = ctx;
  const t = ackTexts(locale);
  return ctx.db.transaction((tx) =>
    insertAndNotify(
      tx,
      inquiries,
      {
        ...contactColumns(ctx, input),
        subject: input.subject,
        inquiryType: input.inquiryType,
        message: input.message,
      },
      // Support inquiries go to the admins who want consultation mails (spec §7).
      { kind: 'support_inquiry', flag: 'consultation', mail: inquiryMail(input, ctx.inboxUrl) },
      {
        kind: 'inquiry',
        to: input.email,
        locale,
        rows: [
          [t.label.subject, input.subject],
          [t.label.type, t.inquiryType[input.inquiryType] ?? input.inquiryType],
        ],
      },
    ),
  );
}

export async function createApplication(ctx: RequestContext, input: JobApplication) {
  const { locale = 'en' } = ctx;
  const t = ackTexts(locale);
  return ctx.db.transaction(async (tx) => {
    let job: { title: string; department: string; location: string } | null = null;
    if (input.jobId) {
      const [found] = await tx
        .select({
          title: jobs.title,
          department: jobs.department,
          location: jobs.location,
          isActive: jobs.isActive,
        })
        .from(jobs)
        .where(eq(jobs.id, input.jobId));
      if (!found) throw new AppError('NOT_FOUND', said('jobs.positionNotFound'));
      if (!found.isActive) throw new AppError('CONFLICT', said('jobs.positionClosed'));
      job = found;
    }
    // The requester reads the posting as the page showed it: its translation when it has one.
    const translated =
      input.jobId && locale !== 'en' ? await findTranslation(tx, input.jobId, locale) : undefined;
    const shown = translated ?? job;
    // A CV sent as a file: its upload is claimed (locked) before the application is written.
    const cv = input.resumeFile ? await claimCv(tx, input.resumeFile) : null;
    const created = await insertAndNotify(
      tx,
      jobApplications,
      {
        jobId: input.jobId,
        userId: ctx.userId,
        applicantName: input.applicantName,
        applicantEmail: input.applicantEmail,
        applicantPhone: input.applicantPhone,
        coverLetter: input.coverLetter,
        resumeUrl: input.resumeUrl,
      },
      {
        kind: 'job_application',
        flag: 'application',
        mail: applicationMail(input, job, ctx.inboxUrl, cv?.fileName ?? null),
      },
      {
        kind: 'application',
        to: input.applicantEmail,
        locale,
        rows: [
          [
            t.label.position,
            shown
              ? `${shown.title} (${shown.department}, ${shown.location})`
              : t.generalApplication,
          ],
          [t.label.name, input.applicantName],
        ],
      },
    );
    if (cv) await attachCv(tx, cv.id, created.id);
    return created;
  });
}
