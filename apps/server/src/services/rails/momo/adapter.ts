import { D } from '@mizani/shared';
import type {
  AccountHolder,
  CollectRequest,
  PayoutRequest,
  RailAdapter,
  RailOutcome,
  RailSubmitted,
  StatusContext,
} from '../types.ts';
import {
  momoStatusSchema,
  momoUserInfoSchema,
  momoWords,
  reasonCode,
  type MomoError,
  type MomoToken,
  type RequestToPay,
  type Transfer,
} from './shapes.ts';

/** What the MTN MoMo rail needs (env: MTN_MOMO_*; .env.example). */
export interface MomoConfig {
  /** MTN's API gateway in production; the loopback simulator in development and tests. */
  baseUrl: string;
  /** The API user (a UUID) and its key: Basic auth for the tokens. */
  apiUser: string;
  apiKey: string;
  /** Ocp-Apim-Subscription-Key of the Collections and of the Disbursements product. */
  collectionKey: string;
  disbursementKey: string;
  /** X-Target-Environment per currency, e.g. { GHS: 'mtnghana', ZMW: 'mtnzambia' }. */
  environments: Record<string, string>;
}

type Product = 'collection' | 'disbursement';

/**
 * MTN MoMo Open API: a token per product (Basic auth + subscription key), requesttopay to
 * collect, transfer to pay out, GET on either to learn the outcome. Our operation id is the
 * X-Reference-Id, so the rail's id for a request is known before it is sent: a lost answer or a
 * lost callback is recovered by asking for it, and a resend is refused by MoMo (409), never paid
 * twice. MoMo's callback carries no signature: it is only a hint to ask (callbackIsHint).
 */
export function momoAdapter(config: MomoConfig, fetchFn: typeof fetch = fetch): RailAdapter {
  const tokens: Partial<Record<Product, { value: string; until: number }>> = {};
  const keyOf = (p: Product) =>
    p === 'collection' ? config.collectionKey : config.disbursementKey;

  async function accessToken(product: Product): Promise<string> {
    const cached = tokens[product];
    if (cached && cached.until > Date.now()) return cached.value;
    const basic = Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64');
    const res = await fetchFn(`${config.baseUrl}/${product}/token/`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'ocp-apim-subscription-key': keyOf(product) },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`MTN MoMo ${product} token refused: HTTP ${res.status}`);
    const body = (await res.json()) as MomoToken;
    // A minute early, so a token never expires between our check and MoMo's.
    tokens[product] = {
      value: body.access_token,
      until: Date.now() + (Number(body.expires_in) - 60) * 1000,
    };
    return body.access_token;
  }

  const environment = (currency: string) => {
    const env = config.environments[currency];
    if (!env) throw new Error(`MTN MoMo is not set up for ${currency}`);
    return env;
  };

  async function send(
    product: Product,
    path: string,
    init: {
      method: 'GET' | 'POST';
      currency: string;
      headers?: Record<string, string>;
      body?: unknown;
    },
  ) {
    const go = async () =>
      fetchFn(`${config.baseUrl}/${product}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${await accessToken(product)}`,
          'ocp-apim-subscription-key': keyOf(product),
          'x-target-environment': environment(init.currency),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    let res = await go();
    // A token revoked early: a new one, once.
    if (res.status === 401) {
      delete tokens[product];
      res = await go();
    }
    return res;
  }

  /** MoMo answers 202 with no body when it takes a request; anything else is a refusal. */
  async function submit(
    product: Product,
    path: string,
    req: { operationId: string; currency: string; callbackUrl: string },
    body: RequestToPay | Transfer,
  ): Promise<RailSubmitted> {
    const res = await send(product, path, {
      method: 'POST',
      currency: req.currency,
      headers: { 'x-reference-id': req.operationId, 'x-callback-url': req.callbackUrl },
      body,
    });
    // 409: this reference is already with MoMo (our earlier send arrived): it is ours, taken.
    if (res.status === 202 || res.status === 409)
      return { accepted: true, externalId: req.operationId };
    const err = (await res.json().catch(() => ({}))) as Partial<MomoError>;
    return {
      accepted: false,
      code: err.code ?? `HTTP${res.status}`,
      message: err.message ?? `MTN MoMo answered HTTP ${res.status}`,
    };
  }

  async function status(product: Product, path: string, ctx?: StatusContext): Promise<RailOutcome> {
    if (!ctx) throw new Error('MTN MoMo needs the currency to ask about a request');
    const res = await send(product, path, { method: 'GET', currency: ctx.currency });
    // 404: MoMo has no such request (yet). Never read as a failure: money may still move; the
    // event is asked again and, if MoMo never knows it, lands with a person (exceptions).
    if (!res.ok) throw new Error(`MTN MoMo status: HTTP ${res.status}`);
    const parsed = momoStatusSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new Error('MTN MoMo status: unreadable answer');
    const s = parsed.data;
    if (s.status === 'PENDING') return { state: 'pending' };
    if (s.status === 'SUCCESSFUL')
      return {
        state: 'succeeded',
        amount: s.amount,
        currency: s.currency,
        ...(s.financialTransactionId ? { receipt: s.financialTransactionId } : {}),
      };
    const code = reasonCode(s.reason);
    return { state: 'failed', code, message: momoWords(code) };
  }

  /** MoMo's amount: a decimal string; at most the currency's two minor digits. */
  const amountOf = (amount: string) => {
    const d = new D(amount);
    if (d.lte(0) || d.decimalPlaces() > 2) throw new Error(`MTN MoMo amount: ${amount}`);
    return d.toFixed();
  };

  return {
    id: 'mtn_momo',
    currencies: Object.keys(config.environments),
    callbackIsHint: true,
    idIsOurs: true,

    collect(req: CollectRequest) {
      return submit('collection', '/v1_0/requesttopay', req, {
        amount: amountOf(req.amount),
        currency: req.currency,
        externalId: req.reference,
        payer: { partyIdType: 'MSISDN', partyId: req.msisdn },
        payerMessage: `Mizani deposit ${req.reference}`,
        payeeNote: req.reference,
      });
    },

    payout(req: PayoutRequest) {
      return submit(
        'disbursement',
        '/v1_0/transfer',
        { ...req, callbackUrl: req.resultUrl },
        {
          amount: amountOf(req.amount),
          currency: req.currency,
          externalId: req.reference,
          payee: { partyIdType: 'MSISDN', partyId: req.msisdn },
          payerMessage: `Mizani payout ${req.reference}`,
          payeeNote: req.reference,
        },
      );
    },

    collectStatus(referenceId: string, ctx?: StatusContext) {
      return status('collection', `/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, ctx);
    },

    payoutStatus(referenceId: string, ctx?: StatusContext) {
      return status('disbursement', `/v1_0/transfer/${encodeURIComponent(referenceId)}`, ctx);
    },

    /** GetBasicUserinfo of the Disbursements product: the holder's names, no consent needed. */
    async accountHolder(msisdn: string, currency: string): Promise<AccountHolder> {
      const res = await send(
        'disbursement',
        `/v1_0/accountholder/msisdn/${encodeURIComponent(msisdn)}/basicuserinfo`,
        { method: 'GET', currency },
      );
      if (res.status === 404) return { found: false };
      if (!res.ok) throw new Error(`MTN MoMo basicuserinfo: HTTP ${res.status}`);
      const parsed = momoUserInfoSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new Error('MTN MoMo basicuserinfo: unreadable answer');
      return {
        found: true,
        givenName: parsed.data.given_name,
        familyName: parsed.data.family_name,
      };
    },
  };
}
