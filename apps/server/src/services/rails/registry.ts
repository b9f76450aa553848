import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { AppDeps } from '../../context.ts';
import type { Env } from '../../env.ts';
import type { RailAdapter, RailId } from './types.ts';
import { mpesaAdapter, type MpesaConfig } from './mpesa/adapter.ts';
import { mpesaSimulator, type MpesaSimulator } from './mpesa/simulator.ts';
import { momoAdapter, type MomoConfig } from './momo/adapter.ts';
import { momoSimulator, type MomoSimulator } from './momo/simulator.ts';
import { momoEnvironments } from '../../env-values.ts';
import { bankSimulator, type BankSimulator } from './bank/simulator.ts';
import type { BankConnection } from './bank/h2h.ts';

/** The rails this instance talks to, and (outside production) the simulators behind them. */
export interface Rails {
  adapters: Partial<Record<RailId, RailAdapter>>;
  /** Addresses each rail's callbacks may come from; 'loopback' for a simulator. */
  callbackSources: Partial<Record<RailId, Set<string> | 'loopback'>>;
  simulators: { mpesa?: MpesaSimulator; mtn_momo?: MomoSimulator; bank?: BankSimulator };
  /** The bank's host-to-host channel for payout files (the simulated bank only, today). */
  bank?: BankConnection;
}

const SERVICE = 'rails';

/** The simulated M-Pesa's credentials: fixed, since only this process and its simulator use them. */
const SIMULATED_MPESA = {
  consumerKey: 'simulated-consumer-key',
  consumerSecret: 'simulated-consumer-secret',
  shortcode: '174379',
  passkey: 'simulated-passkey',
  b2cShortcode: '600000',
  initiatorName: 'mizani-sim',
  securityCredential: 'simulated-credential',
};
/** The simulated MTN MoMo's credentials, and the markets the product serves through MTN. */
const SIMULATED_MOMO = {
  apiUser: '0b9d6ac3-4d8c-4a51-9d2f-8c2a4f6f1a10',
  apiKey: 'simulated-momo-api-key',
  collectionKey: 'simulated-collection-key',
  disbursementKey: 'simulated-disbursement-key',
  environments: { GHS: 'mtnghana', ZMW: 'mtnzambia' },
};

/** Serves a simulator's Hono app on a free loopback port, closed when the app stops. */
async function serveLoopback(
  deps: AppDeps,
  fetchFn: (req: Request) => Response | Promise<Response>,
) {
  const server = serve({ fetch: fetchFn, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  deps.services.onStop(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${port}`;
}

const sources = (value: string) =>
  new Set(
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** The PIN every simulated phone takes (README, /dev/phone). */
export const SIMULATED_PIN = '1234';

export function railsMode(env: Env): 'simulated' | 'live' | 'off' {
  if (env.RAILS !== 'auto') return env.RAILS;
  return env.NODE_ENV === 'production' ? 'live' : 'simulated';
}

/**
 * Starts the rails of this instance: live adapters from the environment, or each rail's simulator
 * on its own loopback port (never in production: env.ts refuses RAILS=simulated there).
 */
export async function startRails(deps: AppDeps): Promise<Rails> {
  const rails: Rails = { adapters: {}, callbackSources: {}, simulators: {} };
  const mode = railsMode(deps.env);
  if (mode === 'simulated') {
    const simulator = mpesaSimulator({ ...SIMULATED_MPESA, pin: SIMULATED_PIN });
    rails.simulators.mpesa = simulator;
    rails.adapters.mpesa = mpesaAdapter({
      ...SIMULATED_MPESA,
      baseUrl: await serveLoopback(deps, simulator.app.fetch),
    });
    rails.callbackSources.mpesa = 'loopback';
    const momo = momoSimulator({ ...SIMULATED_MOMO, pin: SIMULATED_PIN });
    rails.simulators.mtn_momo = momo;
    rails.adapters.mtn_momo = momoAdapter({
      ...SIMULATED_MOMO,
      baseUrl: await serveLoopback(deps, momo.app.fetch),
    });
    rails.callbackSources.mtn_momo = 'loopback';
    const bank = bankSimulator();
    rails.simulators.bank = bank;
    rails.bank = { baseUrl: await serveLoopback(deps, bank.app.fetch) };
    return deps.services.set(SERVICE, rails);
  }
  if (mode === 'live' && deps.env.MTN_MOMO_BASE_URL) {
    const e = deps.env;
    rails.adapters.mtn_momo = momoAdapter({
      baseUrl: e.MTN_MOMO_BASE_URL!,
      apiUser: e.MTN_MOMO_API_USER!,
      apiKey: e.MTN_MOMO_API_KEY!,
      collectionKey: e.MTN_MOMO_COLLECTION_KEY!,
      disbursementKey: e.MTN_MOMO_DISBURSEMENT_KEY!,
      environments: momoEnvironments(e.MTN_MOMO_ENVIRONMENTS),
    } satisfies MomoConfig);
    rails.callbackSources.mtn_momo = sources(e.MTN_MOMO_CALLBACK_SOURCES);
  }
  if (mode === 'live' && deps.env.MPESA_BASE_URL) {
    const e = deps.env;
    rails.adapters.mpesa = mpesaAdapter({
      baseUrl: e.MPESA_BASE_URL!,
      consumerKey: e.MPESA_CONSUMER_KEY!,
      consumerSecret: e.MPESA_CONSUMER_SECRET!,
      shortcode: e.MPESA_SHORTCODE!,
      passkey: e.MPESA_PASSKEY!,
      b2cShortcode: e.MPESA_B2C_SHORTCODE!,
      initiatorName: e.MPESA_INITIATOR_NAME!,
      securityCredential: e.MPESA_SECURITY_CREDENTIAL!,
    } satisfies MpesaConfig);
    rails.callbackSources.mpesa = sources(e.MPESA_CALLBACK_SOURCES);
  }
  return deps.services.set(SERVICE, rails);
}

/** The rails started for this app (an empty set when none was started, e.g. RAILS=off). */
export function railsOf(deps: AppDeps): Rails {
  return deps.services.get<Rails>(SERVICE) ?? { adapters: {}, callbackSources: {}, simulators: {} };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** May a callback for this rail come from this address? */
export function callbackSourceAllowed(rails: Rails, rail: RailId, ip: string | undefined) {
  const allowed = rails.callbackSources[rail];
  if (!allowed || !ip) return false;
  return allowed === 'loopback' ? LOOPBACK.test(ip) : allowed.has(ip);
}
