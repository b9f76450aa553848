import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLocale, type Locale } from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  confirmedSubscribers,
  lockOrCreateSubscriber,
  lockSubscriber,
  updateSubscriber,
} from '../../db/queries/status.ts';
import { AppError } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { enqueueMail, enqueueMails } from '../mail/outbox.ts';
import { limitAddress } from '../../lib/limit-address.ts';
import { enforceRateLimit } from '../rate-limit.ts';
import { alreadySubscribedMail, subscribeConfirmMail } from './mails.ts';

// Email subscriptions to incidents, double opt-in. The links carry the subscriber's id and an
// HMAC (keyed with the server secret), so nothing secret is stored: a confirmation link also
// names the subscription's nonce, which every new request and every unsubscribe bumps, so only
// the newest confirmation link works; an unsubscribe link works for good.

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, message: string) {
  return createHmac('sha256', secret).update(`status-subscription:${message}`).digest('base64url');
}

function sameMac(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function confirmToken(secret: string, id: string, nonce: number) {
  return `${id}.${nonce}.${mac(secret, `confirm:${id}:${nonce}`)}`;
}

export function unsubscribeToken(secret: string, id: string) {
  return `${id}.u.${mac(secret, `unsubscribe:${id}`)}`;
}

/** The subscriber id a token names when its MAC is right, else null. */
export function readToken(
  secret: string,
  token: string,
): { id: string; kind: 'confirm'; nonce: number } | { id: string; kind: 'unsubscribe' } | null {
  const [id, middle, sig, ...rest] = token.split('.');
  if (!id || !middle || !sig || rest.length || !UUID_RE.test(id)) return null;
  if (middle === 'u')
    return sameMac(sig, mac(secret, `unsubscribe:${id}`)) ? { id, kind: 'unsubscribe' } : null;
  if (!/^\d{1,9}$/.test(middle)) return null;
  const nonce = Number(middle);
  return sameMac(sig, mac(secret, `confirm:${id}:${nonce}`))
    ? { id, kind: 'confirm', nonce }
    : null;
}

/** The status page's links in a language: /support/status, /fr/support/status, /sw/… */
export function statusLinks(deps: AppDeps, locale: Locale = 'en') {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const base = `${deps.env.BETTER_AUTH_URL.replace(/\/$/, '')}${prefix}/support/status`;
  const secret = deps.env.BETTER_AUTH_SECRET;
  return {
    statusUrl: base,
    confirmUrl: (id: string, nonce: number) =>
      `${base}?confirm=${encodeURIComponent(confirmToken(secret, id, nonce))}`,
    unsubscribeUrl: (id: string) =>
      `${base}?unsubscribe=${encodeURIComponent(unsubscribeToken(secret, id))}`,
  };
}

/**
 * A few confirmation mails a day per mailbox, so the form cannot be used to flood an inbox, and
 * per sending address (IPv6 by its /64), so one sender cannot spread a flood over many mailboxes.
 */
const PER_IP = [
  { windowSec: 60, max: 5 },
  { windowSec: 86_400, max: 20 },
];
const PER_MAILBOX = [{ windowSec: 86_400, max: 3 }];

/**
 * The mailbox an address delivers to, for counting (issue 33): the sub-address after "+" removed
 * (victim+1@x and victim+2@x reach victim@x) and the whole address lower-cased (domains are
 * case-insensitive, and the mail hosts people use treat the local part so too; counting a few
 * distinct mailboxes as one only makes the cap stricter). The subscription keeps the address
 * as typed.
 */
export function mailboxOf(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 1) return email.toLowerCase();
  const local = email.slice(0, at).split('+')[0] || email.slice(0, at);
  return `${local}@${email.slice(at + 1)}`.toLowerCase();
}

/**
 * Asks for a subscription. The answer never tells whether the address was subscribed: a new or
 * lapsed address gets a confirmation mail, a confirmed one a note that nothing changed. The
 * language of the page it was asked from becomes the subscriber's (their mails and links).
 */
export async function subscribe(deps: AppDeps, email: string, ip: string, locale: Locale = 'en') {
  const { db } = deps.database;
  const message = 'Too many subscription requests. Please try again later.';
  await enforceRateLimit(db, `status-subscribe:ip:${limitAddress(ip)}`, PER_IP, message);
  await enforceRateLimit(db, `status-subscribe:mailbox:${mailboxOf(email)}`, PER_MAILBOX, message);
  const links = statusLinks(deps, locale);
  await db.transaction(async (tx) => {
    const row = await lockOrCreateSubscriber(tx, email);
    if (row.state === 'confirmed') {
      if (row.language !== locale) await updateSubscriber(tx, row.id, { language: locale });
      const mail = alreadySubscribedMail(links.statusUrl, links.unsubscribeUrl(row.id), locale);
      await enqueueMail(tx, { kind: 'status_already_subscribed', to: email, ...mail });
      return;
    }
    const next = await updateSubscriber(tx, row.id, {
      state: 'pending',
      nonce: row.nonce + 1,
      unsubscribedAt: null,
      language: locale,
    });
    const mail = subscribeConfirmMail(links.confirmUrl(next.id, next.nonce), locale);
    await enqueueMail(tx, { kind: 'status_confirm', to: email, ...mail });
  });
}

const invalidLink = () => new AppError('NOT_FOUND', said('status.invalidLink'));

/** Follows a confirmation link: pending → confirmed; an already confirmed one answers the same. */
export async function confirmSubscription(deps: AppDeps, token: string) {
  const t = readToken(deps.env.BETTER_AUTH_SECRET, token);
  if (!t || t.kind !== 'confirm') throw invalidLink();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockSubscriber(tx, t.id);
    if (!row || row.nonce !== t.nonce || row.state === 'unsubscribed') throw invalidLink();
    if (row.state === 'confirmed') return { state: 'confirmed' as const };
    await updateSubscriber(tx, row.id, { state: 'confirmed', confirmedAt: new Date() });
    return { state: 'confirmed' as const };
  });
}

/** Follows an unsubscribe link (every incident mail has one); doing it twice is fine. */
export async function unsubscribe(deps: AppDeps, token: string) {
  const t = readToken(deps.env.BETTER_AUTH_SECRET, token);
  if (!t || t.kind !== 'unsubscribe') throw invalidLink();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockSubscriber(tx, t.id);
    if (!row) throw invalidLink();
    if (row.state !== 'unsubscribed')
      await updateSubscriber(tx, row.id, {
        state: 'unsubscribed',
        nonce: row.nonce + 1,
        unsubscribedAt: new Date(),
      });
    return { state: 'unsubscribed' as const };
  });
}

/**
 * Queues one mail per confirmed subscriber in the caller's transaction, each in the subscriber's
 * language with that language's links; returns how many.
 */
export async function mailSubscribers(
  deps: AppDeps,
  tx: DbOrTx,
  render: (
    links: { statusUrl: string; unsubscribeUrl: string },
    locale: Locale,
  ) => { subject: string; text: string; html: string },
) {
  const subscribers = await confirmedSubscribers(tx);
  await enqueueMails(
    tx,
    subscribers.map((s) => {
      const locale = isLocale(s.language) ? s.language : 'en';
      const links = statusLinks(deps, locale);
      return {
        kind: 'status_incident',
        to: s.email,
        ...render(
          { statusUrl: links.statusUrl, unsubscribeUrl: links.unsubscribeUrl(s.id) },
          locale,
        ),
      };
    }),
  );
  return subscribers.length;
}
