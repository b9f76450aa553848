import { SMTPServer } from 'smtp-server';
import { freePort } from './server.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(port?: number) {
  const received: ReceivedMail[] = [];
  const p = port ?? (await freePort());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
        });
        callback();
      });
    },
  });
  // A sending process killed mid-session (the SIGKILL tests) resets its connection; smtp-server
  // re-emits that on the server, and without a listener it would be an uncaught exception.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(p, '127.0.0.1', resolve));
  return {
    port: p,
    url: `smtp://127.0.0.1:${p}`,
    received,
    async waitFor(pred: (m: ReceivedMail) => boolean, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = received.find(pred);
        if (hit) return hit;
        if (Date.now() > deadline)
          throw new Error(`no matching mail; got: ${received.map((m) => m.subject).join(', ')}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
