import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  message: string;
  from: string | null;
  username: string | null;
  apiKey: string | null;
  idempotencyKey: string | null;
}

/**
 * A real HTTP bulk-SMS gateway on loopback, speaking the Africa's Talking messaging API our
 * adapter uses (form POST, apiKey header, SMSMessageData.Recipients answer). It records what it
 * receives. stop() closes the port (an outage: connections are refused) and start() reopens it.
 */
export async function startSmsGateway(opts: { apiKey?: string } = {}) {
  const received: ReceivedSms[] = [];
  let port = 0;
  let server: Server | null = null;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
          const apiKey = req.headers.apikey ? String(req.headers.apikey) : null;
          if (req.method !== 'POST' || (opts.apiKey && apiKey !== opts.apiKey)) {
            res
              .writeHead(401, { 'content-type': 'text/plain' })
              .end('The supplied authentication is invalid');
            return;
          }
          const sms: ReceivedSms = {
            to: form.get('to') ?? '',
            message: form.get('message') ?? '',
            from: form.get('from'),
            username: form.get('username'),
            apiKey,
            idempotencyKey: req.headers['idempotency-key']
              ? String(req.headers['idempotency-key'])
              : null,
          };
          received.push(sms);
          res.writeHead(201, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              SMSMessageData: {
                Message: 'Sent to 1/1 Total Cost: KES 0.8000',
                Recipients: [
                  {
                    statusCode: 101,
                    number: sms.to,
                    status: 'Success',
                    cost: 'KES 0.8000',
                    messageId: `ATXid_${received.length}`,
                  },
                ],
              },
            }),
          );
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });

  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  return {
    url: () => `http://127.0.0.1:${port}/version1/messaging`,
    received,
    /** The codes sent to one number, oldest first. */
    codesTo: (to: string) =>
      received.filter((r) => r.to === to).map((r) => /\b(\d{6})\b/.exec(r.message)?.[1] ?? ''),
    stop: close,
    start: listen,
    close,
  };
}

export type SmsGateway = Awaited<ReturnType<typeof startSmsGateway>>;

/** The server's SMS settings pointing at a loopback gateway (key test-key, sender MIZANI). */
export const smsEnv = (gw: SmsGateway) => ({
  SMS_GATEWAY_URL: gw.url(),
  SMS_API_KEY: 'test-key',
  SMS_USERNAME: 'mizani',
  SMS_SENDER_ID: 'MIZANI',
});
