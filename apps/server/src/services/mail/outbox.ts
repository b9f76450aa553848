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
  // Header injection: a subject is one line, whatever the user typed.
  const subject = mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 250);
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  });
}
