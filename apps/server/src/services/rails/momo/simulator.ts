import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  UUID,
  type MomoStatus,
  type MomoUserInfo,
  type RequestToPay,
  type Transfer,
} from './shapes.ts';

/**
 * MTN MoMo's Collections and Disbursements on loopback, for `npm start` and the tests (never
 * mounted in production): the same paths, headers, checks, answers (202, 409 on a reused
 * X-Reference-Id) and callbacks (PUT to X-Callback-Url with the status body), a phone answered
 * at /dev/phone or by a test, and knobs for every documented failure reason and for callbacks
 * sent twice, late, never, or lying about the outcome.
 */
export interface MomoSimulatorConfig {
  apiUser: string;
  apiKey: string;
  collectionKey: string;
  disbursementKey: string;
  /** X-Target-Environment per currency it serves. */
  environments: Record<string, string>;
  pin: string;
}

export type MomoRequest = {
  referenceId: string;
  product: 'collection' | 'disbursement';
  environment: string;
  currency: string;
  amount: string;
  phone: string;
  externalId: string;
  message: string;
  callbackUrl: string | null;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason?: string;
  financialTransactionId?: string;
  createdAt: Date;
};

export type MomoDelivery = { mode: 'once' | 'twice' | 'never' | 'late'; delayMs?: number };

/** How the phone answers a collection: the PIN, a decline, silence, or any documented reason. */
export type MomoAnswer =
  { pin: string } | { decline: true } | { noAnswer: true } | { reason: string };

/**
 * Who holds a number in the simulated MoMo: the numbers registered by a test or the demo, else a
 * name made from the number (the same every time, as a real account's is), and no account for a
 * number ending in 0000 (docs/send-money.md, "Name check").
 */
const GIVEN = ['Kwame', 'Ama', 'Kofi', 'Akosua', 'Yaw', 'Abena', 'Mwila', 'Chanda', 'Esi', 'Kojo'];
const FAMILY = ['Mensah', 'Boateng', 'Owusu', 'Asante', 'Banda', 'Phiri', 'Tembo', 'Addo'];
export const SIMULATED_MOMO_HOLDERS: Record<string, [string, string]> = {
  // The demo's payee in Ghana (README): registered under the name the demo saves.
  '233241234567': ['Ama', 'Mensah'],
};

export function momoSimulator(config: MomoSimulatorConfig) {
  const holders = new Map<string, [string, string] | null>(Object.entries(SIMULATED_MOMO_HOLDERS));
  function holderOf(msisdn: string): [string, string] | null {
    if (holders.has(msisdn)) return holders.get(msisdn)!;
    if (msisdn.endsWith('0000')) return null;
    const n = [...msisdn].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
    return [GIVEN[n % GIVEN.length]!, FAMILY[Math.floor(n / GIVEN.length) % FAMILY.length]!];
  }
  const tokens = new Map<string, 'collection' | 'disbursement'>();
  const requests = new Map<string, MomoRequest>();
  const transferReasons: (string | null)[] = [];
  const pending = new Set<Promise<unknown>>();
  let delivery: MomoDelivery = { mode: 'once' };

  const txId = () => String(BigInt(`0x${randomBytes(5).toString('hex')}`));
  const fail = (c: Context, status: 400 | 401 | 404 | 409 | 500, code: string, message: string) =>
    c.json({ code, message }, status);

  function statusBody(r: MomoRequest): MomoStatus {
    const party = { partyIdType: 'MSISDN', partyId: r.phone };
    return {
      amount: r.amount,
      currency: r.currency,
      ...(r.financialTransactionId ? { financialTransactionId: r.financialTransactionId } : {}),
      externalId: r.externalId,
      ...(r.product === 'collection' ? { payer: party } : { payee: party }),
      payerMessage: r.message,
      payeeNote: r.externalId,
      status: r.status,
      ...(r.reason ? { reason: r.reason } : {}),
    };
  }

  /** PUTs the status to the request's callback address, as the delivery knob says. */
  function deliver(r: MomoRequest, body: MomoStatus = statusBody(r)): Promise<void> {
    if (!r.callbackUrl || delivery.mode === 'never') return Promise.resolve();
    const url = r.callbackUrl;
    const put = () =>
      fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      }).then(
        () => undefined,
        () => undefined, // MoMo does not retry: a lost callback is found by the GET.
      );
    const { mode, delayMs = 0 } = delivery;
    const run = async () => {
      if (mode === 'late') await new Promise((r) => setTimeout(r, delayMs));
      await put();
      if (mode === 'twice') await put();
    };
    const p = run();
    pending.add(p);
    void p.finally(() => pending.delete(p));
    return p;
  }

  function finish(r: MomoRequest, reason: string | null) {
    Object.assign(
      r,
      reason
        ? { status: 'FAILED', reason }
        : { status: 'SUCCESSFUL', financialTransactionId: txId() },
    );
    return deliver(r);
  }

  /** The phone answers a requesttopay. */
  function answer(referenceId: string, how: MomoAnswer) {
    const r = requests.get(referenceId);
    if (!r || r.product !== 'collection' || r.status !== 'PENDING') return undefined;
    const reason =
      'reason' in how
        ? how.reason
        : 'decline' in how
          ? 'APPROVAL_REJECTED'
          : 'noAnswer' in how
            ? 'EXPIRED'
            : how.pin === config.pin
              ? null
              : 'PAYMENT_NOT_APPROVED';
    return finish(r, reason);
  }

  function settleTransfer(referenceId: string) {
    const r = requests.get(referenceId);
    if (!r || r.product !== 'disbursement' || r.status !== 'PENDING') return undefined;
    return finish(r, transferReasons.shift() ?? null);
  }

  const app = new Hono();
  const basic = `Basic ${Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64')}`;
  const keyOf = (p: 'collection' | 'disbursement') =>
    p === 'collection' ? config.collectionKey : config.disbursementKey;

  for (const product of ['collection', 'disbursement'] as const) {
    app.post(`/${product}/token/`, (c) => {
      if (c.req.header('ocp-apim-subscription-key') !== keyOf(product))
        return fail(c, 401, 'Unauthorized', 'Access denied due to invalid subscription key.');
      if (c.req.header('authorization') !== basic)
        return fail(c, 401, 'Unauthorized', 'Invalid API user or key.');
      const value = randomBytes(24).toString('base64url');
      tokens.set(value, product);
      return c.json({ access_token: value, token_type: 'access_token', expires_in: 3600 });
    });
  }

  /** The checks every product call passes: bearer of this product, its key, a known market. */
  function guard(c: Context, product: 'collection' | 'disbursement') {
    const bearer = (c.req.header('authorization') ?? '').replace(/^Bearer /, '');
    if (c.req.header('ocp-apim-subscription-key') !== keyOf(product))
      return fail(c, 401, 'Unauthorized', 'Access denied due to invalid subscription key.');
    if (tokens.get(bearer) !== product)
      return fail(c, 401, 'Unauthorized', 'Access token is missing or invalid.');
    const env = c.req.header('x-target-environment') ?? '';
    if (!Object.values(config.environments).includes(env))
      return fail(
        c,
        500,
        'NOT_ALLOWED_TARGET_ENVIRONMENT',
        'Access to target environment is forbidden.',
      );
    return null;
  }

  async function create(c: Context, product: 'collection' | 'disbursement') {
    const refused = guard(c, product);
    if (refused) return refused;
    const referenceId = c.req.header('x-reference-id') ?? '';
    if (!UUID.test(referenceId))
      return fail(c, 400, 'INVALID_REFERENCE_ID', 'X-Reference-Id must be a UUID.');
    if (requests.has(referenceId))
      return fail(c, 409, 'RESOURCE_ALREADY_EXIST', 'Duplicated reference id.');
    const b = (await c.req.json().catch(() => null)) as (RequestToPay & Transfer) | null;
    const party = product === 'collection' ? b?.payer : b?.payee;
    const env = c.req.header('x-target-environment')!;
    if (!b || config.environments[b.currency] !== env)
      return fail(c, 500, 'INVALID_CURRENCY', 'Currency not supported.');
    if (
      typeof b.amount !== 'string' ||
      !/^\d+(\.\d{1,2})?$/.test(b.amount) ||
      Number(b.amount) <= 0
    )
      return fail(c, 400, 'INVALID_AMOUNT', 'Amount is invalid.');
    if (party?.partyIdType !== 'MSISDN' || !/^\d{9,15}$/.test(party.partyId))
      return fail(
        c,
        404,
        product === 'collection' ? 'PAYER_NOT_FOUND' : 'PAYEE_NOT_FOUND',
        'Party not found.',
      );
    const callbackUrl = c.req.header('x-callback-url') ?? null;
    if (callbackUrl && !/^https?:\/\//.test(callbackUrl))
      return fail(c, 400, 'INVALID_CALLBACK_URL_HOST', 'Callback URL is invalid.');
    const r: MomoRequest = {
      referenceId,
      product,
      environment: env,
      currency: b.currency,
      amount: b.amount,
      phone: party.partyId,
      externalId: String(b.externalId ?? ''),
      message: String(b.payerMessage ?? ''),
      callbackUrl,
      status: 'PENDING',
      createdAt: new Date(),
    };
    requests.set(referenceId, r);
    // A transfer is paid a moment after it is taken, as MoMo does; a collection waits for the phone.
    if (product === 'disbursement') setTimeout(() => void settleTransfer(referenceId), 50).unref();
    return c.body(null, 202);
  }

  function read(c: Context, product: 'collection' | 'disbursement') {
    const refused = guard(c, product);
    if (refused) return refused;
    const r = requests.get(c.req.param('id') ?? '');
    if (!r || r.product !== product || r.environment !== c.req.header('x-target-environment'))
      return fail(c, 404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    return c.json(statusBody(r));
  }

  // GetBasicUserinfo: the holder's names by number; 404 when the number has no account.
  app.get('/disbursement/v1_0/accountholder/msisdn/:msisdn/basicuserinfo', (c) => {
    const refused = guard(c, 'disbursement');
    if (refused) return refused;
    const msisdn = c.req.param('msisdn');
    const holder = /^\d{9,15}$/.test(msisdn) ? holderOf(msisdn) : null;
    if (!holder) return fail(c, 404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    const [given, family] = holder;
    const body: MomoUserInfo = {
      sub: '0',
      name: `${given} ${family}`,
      given_name: given,
      family_name: family,
      locale: 'en_GH',
      updated_at: Math.floor(Date.now() / 1000),
    };
    return c.json(body);
  });

  app.post('/collection/v1_0/requesttopay', (c) => create(c, 'collection'));
  app.get('/collection/v1_0/requesttopay/:id', (c) => read(c, 'collection'));
  app.post('/disbursement/v1_0/transfer', (c) => create(c, 'disbursement'));
  app.get('/disbursement/v1_0/transfer/:id', (c) => read(c, 'disbursement'));

  const list = (product: 'collection' | 'disbursement', phone?: string) =>
    [...requests.values()]
      .filter((r) => r.product === product && (!phone || r.phone === phone))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

  return {
    app,
    /** Collections waiting on a phone (or all, newest first), for /dev/phone and tests. */
    prompts: (phone?: string) => list('collection', phone),
    transfers: (phone?: string) => list('disbursement', phone),
    answer,
    settleTransfer,
    /** Sends the callback of a request again, or a different (forged) body to its address. */
    resend: (referenceId: string, override?: Partial<MomoStatus>) => {
      const r = requests.get(referenceId);
      return r ? deliver(r, { ...statusBody(r), ...override }) : undefined;
    },
    setDelivery: (d: MomoDelivery) => {
      delivery = d;
    },
    /** Reasons for the next transfers (first in, first used); null is success. */
    failNextTransfers: (...reasons: (string | null)[]) => transferReasons.push(...reasons),
    settled: () => Promise.all([...pending]),
    /** Registers who holds a number (a test's payee), or that it has no account (null). */
    registerHolder: (msisdn: string, holder: [string, string] | null) => {
      holders.set(msisdn, holder);
    },
  };
}
export type MomoSimulator = ReturnType<typeof momoSimulator>;
