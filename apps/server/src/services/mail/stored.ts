import { clientMail, type ClientMailInput } from './client-mail.ts';

// An outbox row's text and HTML: as stored, or rendered from its content (mail_input, migration
// 0052) when a batch stored the content instead. The sender, /dev/mailbox and tests read mail
// through this, so a mail reads the same whichever way it was queued.

export type StoredMail = {
  textBody: string | null;
  htmlBody: string | null;
  mailInput: unknown;
};

export function storedMailBodies(row: StoredMail): { text: string; html: string | null } {
  if (row.textBody != null) return { text: row.textBody, html: row.htmlBody };
  const mail = clientMail(row.mailInput as ClientMailInput);
  return { text: mail.text, html: mail.html };
}
