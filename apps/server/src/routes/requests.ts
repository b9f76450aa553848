import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ConsultationRequestSchema,
  HONEYPOT_FIELD,
  isLocale,
  InquirySchema,
  JobApplicationSchema,
  QuoteRequestSchema,
  requestReference,
  UPLOAD_MAX_BYTES,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { AppError } from '../lib/errors.ts';
import { readJson } from '../lib/validate.ts';
import { readPlatformSettings } from '../services/platform-settings.ts';
import { hitRateLimit } from '../services/rate-limit.ts';
import {
  createApplication,
  createConsultation,
  createInquiry,
  createQuote,
  type RequestContext,
} from '../services/requests/requests.ts';
import type { AckKind } from '../services/requests/ack-mail.ts';
import { limitAddress } from '../lib/limit-address.ts';
import { readRawBody } from '../lib/raw-body.ts';
import { storeCv } from '../services/requests/cv-files.ts';
import { documentVault } from '../services/storage/index.ts';

/** The largest valid form (5,000-character cover letter, 4-byte characters) fits well inside. */
export const REQUEST_BODY_MAX_BYTES = 32 * 1024;
export const RATE_MESSAGE =
  'Too many submissions from your network. Please wait a minute and try again.';
export const RATE_MESSAGE_DAY =
  'Too many submissions from your network today. Please try again tomorrow or call us.';

/**
 * The four public forms (mounted with the session loaded optionally: a signed-in visitor's id is
 * attached, an anonymous one gets null). Each answers 201 { id, reference }; the requester gets an
 * acknowledgement mail with the reference.
 */
export function requestsRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const inboxUrl = `${deps.env.BETTER_AUTH_URL.replace(/\/$/, '')}/admin?tab=requests`;

  /**
   * Per client IP and per form, a minute window and a day window. The limits are the admin's
   * platform settings `forms.rateLimitPerMinute` / `forms.rateLimitPerDay` (defaults 5 and 50), read
   * on each submission so a change applies at once on every instance. Every attempt counts.
   */
  const guard = async (c: Context<AppBindings>, form: string) => {
    // A security scan on loopback (FORMS_RATE_LIMIT_OFF, refused in production by env.ts).
    if (deps.env.FORMS_RATE_LIMIT_OFF) return;
    const { db } = deps.database;
    const settings = await readPlatformSettings(db);
    const key = `request:${form}:${limitAddress(c.get('clientIp'))}`;
    const minute = await hitRateLimit(db, key, [
      { windowSec: 60, max: settings['forms.rateLimitPerMinute'] },
    ]);
    const day = await hitRateLimit(db, key, [
      { windowSec: 86_400, max: settings['forms.rateLimitPerDay'] },
    ]);
    if (!day.ok)
      throw new AppError('RATE_LIMITED', RATE_MESSAGE_DAY).withRetryAfter(day.retryAfterSec);
    if (!minute.ok)
      throw new AppError('RATE_LIMITED', RATE_MESSAGE).withRetryAfter(minute.retryAfterSec);
  };
  // The form's page language (the web sends it as Content-Language): the acknowledgement's.
  const ctx = (c: Context<AppBindings>): RequestContext => {
    const language = c.req.header('content-language')?.trim().toLowerCase();
    return {
      db: deps.database.db,
      userId: c.get('user')?.id ?? null,
      inboxUrl,
      locale: isLocale(language) ? language : 'en',
    };
  };
  // Honeypot filled: a bot. It gets the same answer a person would (so it learns nothing) and
  // nothing is stored or mailed.
  const trapped = (c: Context<AppBindings>, input: Record<string, unknown>, form: AckKind) => {
    if (!input[HONEYPOT_FIELD]) return null;
    c.get('log').warn({ form, ip: c.get('clientIp') }, 'honeypot filled; request dropped');
    const id = randomUUID();
    return c.json({ id, reference: requestReference(form, id) }, 201);
  };

  // A CV as a file (issue 34): the PDF itself as the body, before the 32 kB form limit below. The
  // answer's claim goes into the application sent next (services/requests/cv-files.ts).
  app.post('/application/cv', async (c) => {
    await guard(c, 'cv');
    const body = await readRawBody(c, UPLOAD_MAX_BYTES, 'Your CV');
    const cv = await storeCv(deps.database.db, documentVault(deps), {
      fileName: c.req.query('name')?.slice(0, 200),
      body,
    });
    return c.json({ cv }, 201);
  });

  app.use(
    '*',
    bodyLimit({
      maxSize: REQUEST_BODY_MAX_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The form is too large (32 kB at most).');
      },
    }),
  );
  app.post('/consultation', async (c) => {
    await guard(c, 'consultation');
    const input = await readJson(c, ConsultationRequestSchema);
    const bot = trapped(c, input, 'consultation');
    if (bot) return bot;
    const { [HONEYPOT_FIELD]: _hp, ...data } = input;
    return c.json(await createConsultation(ctx(c), data), 201);
  });

  app.post('/quote', async (c) => {
    await guard(c, 'quote');
    const input = await readJson(c, QuoteRequestSchema);
    const bot = trapped(c, input, 'quote');
    if (bot) return bot;
    const { [HONEYPOT_FIELD]: _hp, ...data } = input;
    return c.json(await createQuote(ctx(c), data), 201);
  });

  app.post('/inquiry', async (c) => {
    await guard(c, 'inquiry');
    const input = await readJson(c, InquirySchema);
    const bot = trapped(c, input, 'inquiry');
    if (bot) return bot;
    const { [HONEYPOT_FIELD]: _hp, ...data } = input;
    return c.json(await createInquiry(ctx(c), data), 201);
  });

  app.post('/application', async (c) => {
    await guard(c, 'application');
    const input = await readJson(c, JobApplicationSchema);
    const bot = trapped(c, input, 'application');
    if (bot) return bot;
    const { [HONEYPOT_FIELD]: _hp, ...data } = input;
    return c.json(await createApplication(ctx(c), data), 201);
  });

  return app;
}
