import type { createAuthMiddleware } from 'better-auth/api';
import { CLIENT_IP_HEADER } from '../constants.ts';

/** The context better-auth hands a before/after hook. */
export type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The client address our clientIp middleware put in the request for better-auth. */
export const hookIp = (ctx: HookCtx) => ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined;
