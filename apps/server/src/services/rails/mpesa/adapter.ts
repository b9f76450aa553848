import { D } from '@mizani/shared';
import type {
  CollectRequest,
  PayoutRequest,
  RailAdapter,
  RailOutcome,
  RailSubmitted,
} from '../types.ts';
import {
  darajaTimestamp,
  MPESA_RESULT_WORDS,
  stkPassword,
  type B2CRequest,
  type B2CResponse,
  type DarajaError,
  type StkPushRequest,
  type StkPushResponse,
  type StkQueryRequest,
  type StkQueryResponse,
  type TransactionStatusRequest,
  type TransactionStatusResponse,
} from './shapes.ts';

/** What the Transaction Status query needs: the payout's ids and where the answer goes. */
export interface TransactionStatusQuery {
  /** Our operation id: the OriginatorConversationID the B2C request carried. */
  originalConversationId: string;
  /** The M-Pesa receipt, when a result named it. */
  transactionId?: string;
  resultUrl: string;
  timeoutUrl: string;
}

/** What the M-Pesa rail needs to talk to Daraja (env: MPESA_*; .env.example). */
export interface MpesaConfig {
  /** https://api.safaricom.co.ke in production; the loopback simulator in development and tests. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paybill that collects (STK push). */
  shortcode: string;
  passkey: string;
  /** The B2C shortcode that pays out, its initiator and encrypted credential. */
  b2cShortcode: string;
  initiatorName: string;
  securityCredential: string;
}

/**
 * M-Pesa through Safaricom Daraja: OAuth client-credentials token, STK push to collect, STK query
 * to confirm, B2C to pay out. Amounts are whole shillings on this rail: a request with cents is
 * refused before it leaves (deposits and payouts validate that first, so clients see why).
 */
export function mpesaAdapter(config: MpesaConfig, fetchFn: typeof fetch = fetch) {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const res = await fetchFn(`${config.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basic}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`M-Pesa token refused: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: string };
    // A minute early, so a token never expires between our check and Daraja's.
    token = { value: body.access_token, until: Date.now() + (Number(body.expires_in) - 60) * 1000 };
    return token.value;
  }

  async function call<T>(path: string, body: unknown): Promise<{ ok: true; body: T } | DarajaFail> {
    const send = async () =>
      fetchFn(`${config.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    let res = await send();
    // A token revoked early (404.001.03): fetch a new one once.
    if (res.status === 401 || res.status === 404) {
      token = null;
      res = await send();
    }
    const json = (await res.json().catch(() => ({}))) as T & Partial<DarajaError>;
    if (!res.ok || json.errorCode)
      return {
        ok: false,
        code: json.errorCode ?? `HTTP${res.status}`,
        message: json.errorMessage ?? `M-Pesa answered HTTP ${res.status}`,
      };
    return { ok: true, body: json };
  }

  const shillings = (amount: string) => {
    const d = new D(amount);
    if (!d.isInteger() || d.lte(0)) throw new Error(`M-Pesa takes whole shillings: ${amount}`);
    return d.toNumber();
  };

  const adapter: RailAdapter & {
    transactionStatus(q: TransactionStatusQuery): Promise<RailSubmitted>;
  } = {
    id: 'mpesa',
    currencies: ['KES'],

    async collect(req: CollectRequest): Promise<RailSubmitted> {
      const timestamp = darajaTimestamp();
      const body: StkPushRequest = {
        BusinessShortCode: config.shortcode,
        Password: stkPassword(config.shortcode, config.passkey, timestamp),
        Timestamp: timestamp,
        TransactionType: 'CustomerPayBillOnline',
        Amount: shillings(req.amount),
        PartyA: req.msisdn,
        PartyB: config.shortcode,
        PhoneNumber: req.msisdn,
        CallBackURL: req.callbackUrl,
        AccountReference: req.reference.slice(0, 12),
        TransactionDesc: 'Mizani deposit',
      };
      const r = await call<StkPushResponse>('/mpesa/stkpush/v1/processrequest', body);
      if (!r.ok) return { accepted: false, code: r.code, message: r.message };
      if (r.body.ResponseCode !== '0')
        return { accepted: false, code: r.body.ResponseCode, message: r.body.ResponseDescription };
      return {
        accepted: true,
        externalId: r.body.CheckoutRequestID,
        secondaryId: r.body.MerchantRequestID,
      };
    },

    async payout(req: PayoutRequest): Promise<RailSubmitted> {
      const body: B2CRequest = {
        OriginatorConversationID: req.operationId,
        InitiatorName: config.initiatorName,
        SecurityCredential: config.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: shillings(req.amount),
        PartyA: config.b2cShortcode,
        PartyB: req.msisdn,
        Remarks: req.reference.slice(0, 100),
        QueueTimeOutURL: req.timeoutUrl,
        ResultURL: req.resultUrl,
        Occasion: req.reference.slice(0, 100),
      };
      return conversation(await call<B2CResponse>('/mpesa/b2c/v3/paymentrequest', body));
    },

    async collectStatus(checkoutRequestId: string): Promise<RailOutcome> {
      const timestamp = darajaTimestamp();
      const body: StkQueryRequest = {
        BusinessShortCode: config.shortcode,
        Password: stkPassword(config.shortcode, config.passkey, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      };
      const r = await call<StkQueryResponse>('/mpesa/stkpushquery/v1/query', body);
      // Daraja answers 500.001.1001 "The transaction is being processed" while the prompt waits.
      if (!r.ok)
        return r.code === '500.001.1001' ? { state: 'pending' } : failed(r.code, r.message);
      const code = Number(r.body.ResultCode);
      // The query tells success or the failure code, not the receipt or amount: those come from
      // the callback, which the inbox holds against this answer (inbox.ts).
      if (code === 0) return { state: 'succeeded' };
      return failed(String(code), r.body.ResultDesc);
    },

    /**
     * Asks Daraja about a payout (B2C) whose result never came. Daraja only takes the question
     * here; its answer comes later to `resultUrl` (mpesa/status.ts reads it).
     */
    async transactionStatus(q: TransactionStatusQuery): Promise<RailSubmitted> {
      const body: TransactionStatusRequest = {
        Initiator: config.initiatorName,
        SecurityCredential: config.securityCredential,
        CommandID: 'TransactionStatusQuery',
        ...(q.transactionId ? { TransactionID: q.transactionId } : {}),
        OriginalConversationID: q.originalConversationId,
        PartyA: config.b2cShortcode,
        IdentifierType: '4',
        ResultURL: q.resultUrl,
        QueueTimeOutURL: q.timeoutUrl,
        Remarks: 'Payout result not received',
        Occasion: q.originalConversationId.slice(0, 100),
      };
      return conversation(
        await call<TransactionStatusResponse>('/mpesa/transactionstatus/v1/query', body),
      );
    },
  };
  return adapter;
}

export type MpesaAdapter = ReturnType<typeof mpesaAdapter>;

type DarajaFail = { ok: false; code: string; message: string };

/** Daraja's answer to an asynchronous request (B2C, Transaction Status): taken, with its ids. */
function conversation(
  r: { ok: true; body: B2CResponse | TransactionStatusResponse } | DarajaFail,
): RailSubmitted {
  if (!r.ok) return { accepted: false, code: r.code, message: r.message };
  if (r.body.ResponseCode !== '0')
    return { accepted: false, code: r.body.ResponseCode, message: r.body.ResponseDescription };
  return {
    accepted: true,
    externalId: r.body.ConversationID,
    secondaryId: r.body.OriginatorConversationID,
  };
}

function failed(code: string, message: string): RailOutcome {
  return { state: 'failed', code, message: MPESA_RESULT_WORDS[Number(code)] ?? message };
}
