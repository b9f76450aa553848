import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues a mail in the outbox. Pass the transaction of the change that caused it, so the mail
 * exists if and only if the change committed. The delivery worker sends it later.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail) {
  await db.insert(mailOutbox).values(outboxRow(mail));
}

function outboxRow(mail: OutgoingMail) {
  return {
    kind: mail.kind,
    toAddress: mail.to,
    // Header injection: a subject is one line, whatever the user typed.
    subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 250),
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  };
}

/** Queues many mails in as few statements as possible (status incident updates to subscribers). */
export async function enqueueMails(db: DbOrTx, mails: OutgoingMail[], chunk = 500) {
  for (let i = 0; i < mails.length; i += chunk) {
    await db.insert(mailOutbox).values(mails.slice(i, i + chunk).map(outboxRow));
  }
}
