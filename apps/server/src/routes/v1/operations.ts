import type { AppDeps } from '../../context.ts';
import type { ApiOperation } from './api-operation.ts';
import { marketOperations } from './market-operations.ts';
import { moneyOperations } from './money-operations.ts';
import { webhookOperations } from './webhook-operations.ts';
import { treasuryOperations } from './treasury-operations.ts';
import { forwardOperations } from './treasury-forward-operations.ts';
import { bulkPayoutOperations } from './bulk-payout-operations.ts';

export type { ApiOperation } from './api-operation.ts';

// Every operation of /api/v1 once: its path, scope, input and answer schemas and handler. The
// router (index.ts) and the OpenAPI document (openapi.ts) are both built from this list, so a
// route cannot exist without being documented. Handlers call the dashboard's own services; they
// live by concern in market-, money- and webhook-operations.ts.
export function apiOperations(deps: AppDeps): ApiOperation[] {
  return [
    ...marketOperations(deps),
    ...moneyOperations(deps),
    ...treasuryOperations(deps),
    ...forwardOperations(deps),
    ...bulkPayoutOperations(deps),
    ...webhookOperations(deps),
  ];
}
