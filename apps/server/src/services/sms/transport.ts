import type { Logger } from '../../lib/logger.ts';

export interface SmsMessage {
  to: string;
  body: string;
  /** Our outbox id: sent as Idempotency-Key so a gateway that dedupes never sends it twice. */
  reference: string;
}

/**
 * Why an attempt failed. `retry`: the gateway did not take the message (down, 5xx, 429), so it
 * can be sent again. `permanent`: the gateway refused it for good (bad number, bad sender id).
 * `unknown`: the request may have reached the gateway (timeout, connection cut after sending):
 * sending again could deliver it twice, so it is not retried.
 */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly outcome: 'retry' | 'permanent' | 'unknown',
  ) {
    super(message);
  }
}

/** Where outbox texts go: an HTTP bulk-SMS gateway, or (unconfigured) only the log. */
export interface SmsTransport {
  kind: 'http' | 'log';
  send(message: SmsMessage): Promise<{ providerMessageId: string | null }>;
}

export interface SmsGatewayConfig {
  url: string;
  username?: string;
  apiKey: string;
  senderId?: string;
  timeoutMs?: number;
}

/** Network errors raised before any byte of the request left: nothing reached the gateway. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * The HTTP adapter, in the shape of Africa's Talking's bulk-SMS API (the region's common one, and
 * what most local aggregators copy): a form POST with username, to, message and from, the key in
 * an `apiKey` header; the answer lists each recipient with a statusCode (100-102 accepted).
 */
export function httpSmsTransport(config: SmsGatewayConfig): SmsTransport {
  return {
    kind: 'http',
    async send(message) {
      const form = new URLSearchParams({ to: message.to, message: message.body });
      if (config.username) form.set('username', config.username);
      if (config.senderId) form.set('from', config.senderId);
      let res: Response;
      try {
        res = await fetch(config.url, {
          method: 'POST',
          headers: {
            apiKey: config.apiKey,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': message.reference,
          },
          body: form,
          signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
        });
      } catch (err) {
        const code = (err as { cause?: { code?: string } }).cause?.code;
        if (code && NOT_SENT_CODES.has(code))
          throw new SmsDeliveryError(`gateway unreachable (${code})`, 'retry');
        throw new SmsDeliveryError(
          `no answer from the gateway: ${(err as Error).message}`,
          'unknown',
        );
      }
      const text = await res.text().catch(() => '');
      if (res.status === 429 || res.status === 408 || res.status >= 500)
        throw new SmsDeliveryError(`gateway answered ${res.status}`, 'retry');
      if (!res.ok)
        throw new SmsDeliveryError(
          `gateway refused: ${res.status} ${text.slice(0, 200)}`,
          'permanent',
        );
      let recipient: { statusCode?: number; status?: string; messageId?: string } | undefined;
      try {
        recipient = (
          JSON.parse(text) as {
            SMSMessageData?: { Recipients?: { statusCode?: number; messageId?: string }[] };
          }
        ).SMSMessageData?.Recipients?.[0];
      } catch {
        recipient = undefined;
      }
      // A 2xx without a readable recipient: the gateway took the request; treat it as sent.
      if (!recipient) return { providerMessageId: null };
      const status = Number(recipient.statusCode);
      if (status >= 100 && status <= 102) return { providerMessageId: recipient.messageId ?? null };
      // 405 insufficient balance, 500/501 gateway errors: nothing was sent, try again later.
      const retry = status === 405 || status === 500 || status === 501;
      throw new SmsDeliveryError(
        `gateway did not send: ${status} ${recipient.status ?? ''}`.trim(),
        retry ? 'retry' : 'permanent',
      );
    },
  };
}

/** Without SMS_GATEWAY_URL: texts stay in the outbox (/dev/mailbox shows them outside production). */
export function logSmsTransport(logger: Logger): SmsTransport {
  return {
    kind: 'log',
    async send(message) {
      logger.info({ to: message.to }, 'text kept in outbox (SMS_GATEWAY_URL not set)');
      return { providerMessageId: null };
    },
  };
}
