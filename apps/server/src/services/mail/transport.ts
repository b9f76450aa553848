import type { Transporter } from 'nodemailer';
import type { Logger } from '../../lib/logger.ts';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Where outbox mail goes. `smtp` delivers through nodemailer to SMTP_URL; `log` (no SMTP_URL,
 * the embedded offline default) only logs, and the worker keeps the message in the outbox.
 */
export interface MailTransport {
  kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined, logger: Logger): MailTransport {
  if (!smtpUrl) {
    return {
      kind: 'log',
      async send(message) {
        logger.info(
          { to: message.to, subject: message.subject },
          'mail kept in outbox (SMTP_URL not set)',
        );
      },
      close() {},
    };
  }
  // One connection per message (no pool): a restarted SMTP server is simply reached next time.
  // Short timeouts so a dead server fails the attempt instead of stalling the worker. nodemailer
  // is loaded with the first message, not at start-up.
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as never),
    ));
  return {
    kind: 'smtp',
    async send(message) {
      await (
        await connect()
      ).sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        // Header values are set by nodemailer, which encodes them; our subjects are one line.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      void transporter?.then((t) => t.close());
    },
  };
}
