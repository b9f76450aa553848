import type { Context } from 'hono';
import { z } from 'zod';
import { type ApiKeyMode, type ApiScope } from '@mizani/shared';
import type { AppBindings, ApiPrincipal } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';

// One operation of /api/v1 (operations.ts lists them all).
export interface ApiOperation {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI form: /orders/{id} */
  path: string;
  operationId: string;
  summary: string;
  tag:
    | 'Rates'
    | 'Quotes'
    | 'Orders'
    | 'Wallet'
    | 'Statements'
    | 'Payouts'
    | 'Webhooks'
    | 'Sandbox'
    | 'Treasury';
  /** Any one of these scopes admits the call. */
  scopes: ApiScope[];
  /** Only keys of this mode may call it (the sandbox's own calls); any key when absent. */
  mode?: ApiKeyMode;
  body?: z.ZodType;
  query?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /**
   * `db` is the request's database: live for live keys, the sandbox transaction for test keys
   * (services/sandbox). Handlers use it and no other handle, so a test key never reaches live rows.
   */
  handler: (c: Context<AppBindings>, p: ApiPrincipal, db: DbOrTx) => Promise<Response> | Response;
}
