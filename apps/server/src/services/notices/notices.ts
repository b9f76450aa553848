import { sql, type SQL } from 'drizzle-orm';
import type { Locale, NoticePreferenceKind } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { pgArray } from '../ledger/ledger.ts';
import type { ClientMail } from '../mail/client-mail.ts';
import type { RenderedMail } from '../mail/templates.ts';

// Every movement of a client's money tells them, in the bell and by mail (issue 16): written in
// the transaction of the movement itself, so the notice exists if and only if the money moved.
// This module delivers a notice; what each notice says is beside it (money-notices.ts,
// order-notice.ts) and in each feature's own notices module.

export interface ClientNotice {
  /** The notification's kind (and the outbox row's). */
  kind: string;
  /** The mail preference that decides whether a mail goes too. */
  group: NoticePreferenceKind;
  title: string;
  body: string;
  /** In-app link (relative). */
  link: string;
  mail: RenderedMail;
  /** The same notice in other languages; a recipient whose language is missing gets English. */
  translations?: Partial<Record<Exclude<Locale, 'en'>, Omit<ClientNotice, 'translations'>>>;
}

/** A notice's in-app link as a mail's absolute address. */
export const absoluteLink = (appUrl: string | undefined, link: string) => `${appUrl ?? ''}${link}`;

/**
 * A notice in English with its French and Swahili versions beside it: notifyUsers gives each
 * recipient the one in their language (issue 20).
 */
export function inEachLanguage(
  build: (locale: Locale) => ClientNotice,
  /** Only those its recipients read (recipientLanguages), English first when one does. */
  languages: readonly Locale[] = ['en', 'fr', 'sw'],
): ClientNotice {
  const [first = 'en', ...others] = languages;
  const translations = others.filter((l) => l !== 'en').map((l) => [l, build(l)] as const);
  return {
    ...build(first),
    ...(translations.length ? { translations: Object.fromEntries(translations) } : {}),
  };
}

/**
 * The languages each holder's recipients read (SQL mizani_holder_recipients), English first when
 * one reads it: a notice built for a batch carries only those, not all three.
 */
export async function recipientLanguages(tx: DbOrTx, holders: string[]) {
  const rows = await queryRows<{ holder: string; languages: Locale[] }>(
    tx,
    sql`select h.id as holder, array_agg(distinct u.language) as languages
          from unnest(${pgArray(holders)}::text[]) h(id)
          cross join lateral mizani_holder_recipients(h.id) r
          join "user" u on u.id = r.user_id
         group by h.id`,
  );
  const byHolder = new Map<string, Locale[]>();
  for (const r of rows)
    byHolder.set(
      r.holder,
      [...r.languages].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b))),
    );
  return byHolder;
}

/**
 * Writes the notice to the bell and, unless the client turned mail off for its kind, to the
 * outbox: one statement, inside the caller's transaction. A business's notice goes to its owners
 * and admins (SQL mizani_holder_recipients, decision 012).
 */
export async function notifyClient(tx: DbOrTx, userId: string, n: ClientNotice) {
  await notifyUsers(tx, sql`select r.user_id from mizani_holder_recipients(${userId}) r`, n);
}

/**
 * The text each recipient reads, in their language (user.language as `u`, issue 20): one
 * parameter when the notice has no translations, else a CASE over the three.
 */
function inTheirLanguage(n: ClientNotice, pick: (v: Omit<ClientNotice, 'translations'>) => string) {
  const t = n.translations;
  if (!t) return sql`${pick(n)}`;
  return sql`case u.language when 'fr' then ${pick(t.fr ?? n)} when 'sw' then ${pick(t.sw ?? n)} else ${pick(n)} end`;
}

/** A notice's stored fields (the bell's row and the outbox mail's), trimmed to their columns. */
function storedFields(n: Omit<ClientNotice, 'translations'>, mailLater = false) {
  const input = mailLater && 'input' in n.mail ? (n.mail as ClientMail).input : undefined;
  return {
    kind: n.kind,
    group: n.group,
    title: n.title.slice(0, 300),
    body: n.body,
    link: n.link,
    subject: n.mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 250),
    ...(input ? { input } : { text: n.mail.text, html: n.mail.html }),
  };
}

/**
 * The notice as the order function stores it (decision 015): its fields, and its translations'
 * under "translations" by language; SQL mizani_notify_holder gives each recipient theirs.
 * mailLater: a client mail goes as its content ("input"), rendered by the sender (stored.ts),
 * for the functions that read it (mizani_credit_deposits, migration 0052).
 */
export function noticeFields(n: ClientNotice, opts: { mailLater?: boolean } = {}) {
  const translations = Object.entries(n.translations ?? {}).map(
    ([l, t]) => [l, storedFields(t, opts.mailLater)] as const,
  );
  return {
    ...storedFields(n, opts.mailLater),
    ...(translations.length ? { translations: Object.fromEntries(translations) } : {}),
  };
}

/** The same notice to each user the query selects (one column, user_id). */
export async function notifyUsers(tx: DbOrTx, recipients: SQL, n: ClientNotice) {
  const say = (pick: (v: Omit<ClientNotice, 'translations'>) => string) => inTheirLanguage(n, pick);
  await tx.execute(sql`
    with bell as (
      insert into notifications (user_id, kind, title, body, link)
      select r.user_id, ${n.kind}, ${say((v) => v.title.slice(0, 300))}, ${say((v) => v.body)}, ${n.link}
        from (${recipients}) r join "user" u on u.id = r.user_id
      returning user_id)
    insert into mail_outbox (kind, to_address, subject, text_body, html_body)
    select ${n.kind}, u.email, ${say((v) => v.mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 250))},
           ${say((v) => v.mail.text)}, ${say((v) => v.mail.html)}
      from bell join "user" u on u.id = bell.user_id
     where coalesce((select p.email from notice_preferences p
                      where p.user_id = u.id and p.kind = ${n.group}), true)`);
}
