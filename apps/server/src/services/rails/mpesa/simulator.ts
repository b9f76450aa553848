import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  darajaTimestamp,
  stkPassword,
  type B2CRequest,
  type B2CResult,
  type StkCallback,
  type StkPushRequest,
  type StkQueryRequest,
  type TransactionStatusRequest,
  type TransactionStatusResult,
} from './shapes.ts';

/**
 * Daraja on loopback, for `npm start` and the tests (never mounted in production): the same
 * paths, request checks, answers and callbacks as Safaricom's published API, with a phone that a
 * person (/dev/phone) or a test answers, and knobs for the failures a real rail produces: each
 * documented result code, no answer, a callback sent twice, late, out of order or never.
 */
export interface MpesaSimulatorConfig {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  b2cShortcode: string;
  initiatorName: string;
  /** The PIN every simulated phone accepts. */
  pin: string;
}

export type Prompt = {
  checkoutRequestId: string;
  merchantRequestId: string;
  phone: string;
  amount: number;
  accountReference: string;
  callbackUrl: string;
  state: 'waiting' | 'done';
  resultCode?: number;
  resultDesc?: string;
  receipt?: string;
  createdAt: Date;
};

export type Payout = {
  conversationId: string;
  originatorConversationId: string;
  phone: string;
  amount: number;
  resultUrl: string;
  timeoutUrl: string;
  state: 'queued' | 'done';
  resultCode?: number;
  receipt?: string;
  createdAt: Date;
};

/** How the next callbacks are delivered (tests and /dev/phone set it; default: once, at once). */
export type Delivery = { mode: 'once' | 'twice' | 'never' | 'late'; delayMs?: number };

/** Documented descriptions for the codes the simulator produces. */
const DESCRIPTIONS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
};

export function mpesaSimulator(config: MpesaSimulatorConfig) {
  const tokens = new Set<string>();
  const prompts = new Map<string, Prompt>();
  const payouts = new Map<string, Payout>();
  let delivery: Delivery = { mode: 'once' };
  /** Result codes for the next payouts (first in, first used); empty means success. */
  const payoutResults: number[] = [];
  const pending = new Set<Promise<unknown>>();
  /** Transaction Status queries received (tests count them). */
  const statusQueries: TransactionStatusRequest[] = [];

  const receipt = () => randomBytes(5).toString('hex').toUpperCase();
  const error = (status: number, errorCode: string, errorMessage: string) =>
    new Response(JSON.stringify({ requestId: randomUUID(), errorCode, errorMessage }), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  /** Posts a callback as the delivery knob says; returns when it has been sent (or dropped). */
  function deliver(url: string, body: unknown): Promise<void> {
    const post = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      }).then(
        () => undefined,
        () => undefined, // Daraja does not retry: a lost callback is found by the status query.
      );
    const { mode, delayMs = 0 } = delivery;
    if (mode === 'never') return Promise.resolve();
    const run = async () => {
      if (mode === 'late') await new Promise((r) => setTimeout(r, delayMs));
      await post();
      if (mode === 'twice') await post();
    };
    const p = run();
    pending.add(p);
    void p.finally(() => pending.delete(p));
    return p;
  }

  function stkCallback(p: Prompt): StkCallback {
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: p.merchantRequestId,
          CheckoutRequestID: p.checkoutRequestId,
          ResultCode: p.resultCode!,
          ResultDesc: p.resultDesc!,
          ...(p.resultCode === 0
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: p.amount },
                    { Name: 'MpesaReceiptNumber', Value: p.receipt! },
                    { Name: 'TransactionDate', Value: Number(darajaTimestamp()) },
                    { Name: 'PhoneNumber', Value: Number(p.phone) },
                  ],
                },
              }
            : {}),
        },
      },
    };
  }

  /** The phone answers a prompt: the PIN (right or wrong), a cancel, or no answer at all. */
  function answer(
    checkoutRequestId: string,
    how: { pin: string } | { cancel: true } | { noAnswer: true },
  ) {
    const p = prompts.get(checkoutRequestId);
    if (!p || p.state !== 'waiting') return undefined;
    const code =
      'cancel' in how ? 1032 : 'noAnswer' in how ? 1037 : how.pin === config.pin ? 0 : 2001;
    Object.assign(p, {
      state: 'done',
      resultCode: code,
      resultDesc: DESCRIPTIONS[code],
      receipt: code === 0 ? receipt() : undefined,
    });
    return deliver(p.callbackUrl, stkCallback(p));
  }

  function b2cResult(p: Payout): B2CResult {
    const ok = p.resultCode === 0;
    return {
      Result: {
        ResultType: 0,
        ResultCode: p.resultCode!,
        ResultDesc: DESCRIPTIONS[p.resultCode!] ?? 'The transaction failed.',
        OriginatorConversationID: p.originatorConversationId,
        ConversationID: p.conversationId,
        TransactionID: p.receipt ?? receipt(),
        ...(ok
          ? {
              ResultParameters: {
                ResultParameter: [
                  { Key: 'TransactionAmount', Value: p.amount },
                  { Key: 'TransactionReceipt', Value: p.receipt! },
                  { Key: 'ReceiverPartyPublicName', Value: `${p.phone} - Simulated Recipient` },
                  { Key: 'TransactionCompletedDateTime', Value: darajaTimestamp() },
                ],
              },
            }
          : {}),
      },
    };
  }

  /** Settles a queued payout with the next configured result (success by default). */
  function settlePayout(conversationId: string) {
    const p = payouts.get(conversationId);
    if (!p || p.state !== 'queued') return undefined;
    const code = payoutResults.shift() ?? 0;
    Object.assign(p, {
      state: 'done',
      resultCode: code,
      receipt: code === 0 ? receipt() : undefined,
    });
    return deliver(p.resultUrl, b2cResult(p));
  }

  /**
   * The status of a payout, as Daraja posts it to the query's ResultURL: found by the
   * OriginatorConversationID it was sent with (or its receipt). A payout M-Pesa never received is
   * answered with a ResultCode other than 0 (the simulator's own code: Daraja documents none).
   */
  function statusResult(
    q: TransactionStatusRequest,
    conversationId: string,
  ): TransactionStatusResult {
    const p = [...payouts.values()].find(
      (x) =>
        (q.OriginalConversationID && x.originatorConversationId === q.OriginalConversationID) ||
        (q.TransactionID && x.receipt === q.TransactionID),
    );
    const head = {
      ResultType: 0,
      OriginatorConversationID: `${randomBytes(4).toString('hex')}-${Date.now()}`,
      ConversationID: conversationId,
    };
    if (!p)
      return {
        Result: { ...head, ResultCode: 'R000001', ResultDesc: 'The transaction does not exist.' },
      };
    const status = p.state === 'queued' ? 'Pending' : p.resultCode === 0 ? 'Completed' : 'Failed';
    return {
      Result: {
        ...head,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        TransactionID: p.receipt ?? receipt(),
        ResultParameters: {
          ResultParameter: [
            { Key: 'ReceiptNo', Value: p.receipt ?? '' },
            { Key: 'Conversation ID', Value: p.conversationId },
            { Key: 'Originator Conversation ID', Value: p.originatorConversationId },
            { Key: 'FinalisedTime', Value: Number(darajaTimestamp(p.createdAt)) },
            { Key: 'Amount', Value: p.amount },
            { Key: 'TransactionStatus', Value: status },
            { Key: 'ReasonType', Value: DESCRIPTIONS[p.resultCode ?? 0] ?? 'Failed' },
            { Key: 'CreditPartyName', Value: `${p.phone} - Simulated Recipient` },
            { Key: 'InitiatedTime', Value: Number(darajaTimestamp(p.createdAt)) },
          ],
        },
      },
    };
  }

  const app = new Hono();
  const bearer = (h: string | undefined) => tokens.has((h ?? '').replace(/^Bearer /, ''));
  const passwordOk = (b: { BusinessShortCode: string; Password: string; Timestamp: string }) =>
    b.BusinessShortCode === config.shortcode &&
    b.Password === stkPassword(config.shortcode, config.passkey, b.Timestamp);

  app.get('/oauth/v1/generate', (c) => {
    const expected = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString(
      'base64',
    );
    if (c.req.query('grant_type') !== 'client_credentials')
      return error(400, '400.008.02', 'Invalid grant type passed');
    if (c.req.header('authorization') !== `Basic ${expected}`)
      return error(400, '400.008.01', 'Invalid Authentication passed');
    const value = randomBytes(14).toString('base64url');
    tokens.add(value);
    return c.json({ access_token: value, expires_in: '3599' });
  });

  app.post('/mpesa/stkpush/v1/processrequest', async (c) => {
    if (!bearer(c.req.header('authorization')))
      return error(404, '404.001.03', 'Invalid Access Token');
    const b = (await c.req.json().catch(() => null)) as StkPushRequest | null;
    if (!b || !passwordOk(b))
      return error(400, '400.002.02', 'Bad Request - Invalid BusinessShortCode or Password');
    if (!Number.isInteger(b.Amount) || b.Amount < 1)
      return error(400, '400.002.02', 'Bad Request - Invalid Amount');
    if (!/^254[17]\d{8}$/.test(String(b.PhoneNumber)))
      return error(400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
    if (!/^https?:\/\//.test(b.CallBackURL))
      return error(400, '400.002.02', 'Bad Request - Invalid CallBackURL');
    const p: Prompt = {
      checkoutRequestId: `ws_CO_${darajaTimestamp()}${randomBytes(6).toString('hex')}`,
      merchantRequestId: `${randomBytes(4).toString('hex')}-${Date.now()}`,
      phone: String(b.PhoneNumber),
      amount: b.Amount,
      accountReference: b.AccountReference,
      callbackUrl: b.CallBackURL,
      state: 'waiting',
      createdAt: new Date(),
    };
    prompts.set(p.checkoutRequestId, p);
    return c.json({
      MerchantRequestID: p.merchantRequestId,
      CheckoutRequestID: p.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  });

  app.post('/mpesa/stkpushquery/v1/query', async (c) => {
    if (!bearer(c.req.header('authorization')))
      return error(404, '404.001.03', 'Invalid Access Token');
    const b = (await c.req.json().catch(() => null)) as StkQueryRequest | null;
    if (!b || !passwordOk(b))
      return error(400, '400.002.02', 'Bad Request - Invalid BusinessShortCode or Password');
    const p = prompts.get(b.CheckoutRequestID);
    if (!p) return error(400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    if (p.state === 'waiting')
      return error(500, '500.001.1001', 'The transaction is being processed');
    return c.json({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: p.merchantRequestId,
      CheckoutRequestID: p.checkoutRequestId,
      ResultCode: String(p.resultCode),
      ResultDesc: p.resultDesc,
    });
  });

  app.post('/mpesa/b2c/v3/paymentrequest', async (c) => {
    if (!bearer(c.req.header('authorization')))
      return error(404, '404.001.03', 'Invalid Access Token');
    const b = (await c.req.json().catch(() => null)) as B2CRequest | null;
    if (!b || b.PartyA !== config.b2cShortcode || b.InitiatorName !== config.initiatorName)
      return error(400, '400.002.02', 'Bad Request - Invalid Initiator');
    if (!Number.isInteger(b.Amount) || b.Amount < 10)
      return error(400, '400.002.02', 'Bad Request - Invalid Amount');
    if (!/^254[17]\d{8}$/.test(String(b.PartyB)))
      return error(400, '400.002.02', 'Bad Request - Invalid PartyB');
    const p: Payout = {
      conversationId: `AG_${darajaTimestamp()}_${randomBytes(8).toString('hex')}`,
      originatorConversationId: b.OriginatorConversationID,
      phone: String(b.PartyB),
      amount: b.Amount,
      resultUrl: b.ResultURL,
      timeoutUrl: b.QueueTimeOutURL,
      state: 'queued',
      createdAt: new Date(),
    };
    payouts.set(p.conversationId, p);
    // The rail answers at once and pays a moment later, as Daraja does.
    setTimeout(() => void settlePayout(p.conversationId), 50).unref();
    return c.json({
      ConversationID: p.conversationId,
      OriginatorConversationID: p.originatorConversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  });

  app.post('/mpesa/transactionstatus/v1/query', async (c) => {
    if (!bearer(c.req.header('authorization')))
      return error(404, '404.001.03', 'Invalid Access Token');
    const b = (await c.req.json().catch(() => null)) as TransactionStatusRequest | null;
    if (
      !b ||
      b.Initiator !== config.initiatorName ||
      b.PartyA !== config.b2cShortcode ||
      b.CommandID !== 'TransactionStatusQuery'
    )
      return error(400, '400.002.02', 'Bad Request - Invalid Initiator');
    if (b.IdentifierType !== '4' || !(b.OriginalConversationID || b.TransactionID))
      return error(400, '400.002.02', 'Bad Request - Invalid TransactionID');
    if (!/^https?:\/\//.test(b.ResultURL) || !/^https?:\/\//.test(b.QueueTimeOutURL))
      return error(400, '400.002.02', 'Bad Request - Invalid ResultURL');
    statusQueries.push(b);
    const conversationId = `AG_${darajaTimestamp()}_${randomBytes(8).toString('hex')}`;
    // Asynchronous, as Daraja: taken now, answered a moment later at ResultURL.
    setTimeout(() => void deliver(b.ResultURL, statusResult(b, conversationId)), 30).unref();
    return c.json({
      OriginatorConversationID: `${randomBytes(4).toString('hex')}-${Date.now()}`,
      ConversationID: conversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  });

  return {
    app,
    /** Prompts waiting on a phone (or all, newest first), for /dev/phone and tests. */
    prompts: (phone?: string) =>
      [...prompts.values()]
        .filter((p) => !phone || p.phone === phone)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    payouts: () => [...payouts.values()],
    statusQueries: () => [...statusQueries],
    answer,
    settlePayout,
    /** The callbacks of an earlier answer sent again (a duplicate or a replay, for tests). */
    resend: (checkoutRequestId: string) => {
      const p = prompts.get(checkoutRequestId);
      return p && p.state === 'done' ? deliver(p.callbackUrl, stkCallback(p)) : undefined;
    },
    setDelivery: (d: Delivery) => {
      delivery = d;
    },
    failNextPayouts: (...codes: number[]) => payoutResults.push(...codes),
    /** Waits for callbacks still on their way (tests). */
    settled: () => Promise.all([...pending]),
    stkCallback,
  };
}
export type MpesaSimulator = ReturnType<typeof mpesaSimulator>;
