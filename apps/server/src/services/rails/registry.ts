import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { AppDeps } from '../../context.ts';
import type { Env } from '../../env.ts';
import type { RailAdapter, RailId } from './types.ts';
import { mpesaAdapter, type MpesaConfig } from './mpesa/adapter.ts';
import { mpesaSimulator, type MpesaSimulator } from './mpesa/simulator.ts';

/** The rails this instance talks to, and (outside production) the simulators behind them. */
export interface Rails {
  adapters: Partial<Record<RailId, RailAdapter>>;
  /** Addresses each rail's callbacks may come from; 'loopback' for a simulator. */
  callbackSources: Partial<Record<RailId, Set<string> | 'loopback'>>;
  simulators: { mpesa?: MpesaSimulator };
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
    const server = serve({ fetch: simulator.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    deps.services.onStop(() => new Promise<void>((resolve) => server.close(() => resolve())));
    rails.simulators.mpesa = simulator;
    rails.adapters.mpesa = mpesaAdapter({
      ...SIMULATED_MPESA,
      baseUrl: `http://127.0.0.1:${port}`,
    });
    rails.callbackSources.mpesa = 'loopback';
  } else if (mode === 'live' && deps.env.MPESA_BASE_URL) {
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
    rails.callbackSources.mpesa = new Set(
      e.MPESA_CALLBACK_SOURCES.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
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
