import { z } from 'zod';
import {
  WebhookEndpointCreateSchema,
  SandboxSettleSchema,
  SandboxTopUpSchema,
} from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import { readJson, uuidParam } from '../../lib/validate.ts';
import { checkReceiverUrl } from '../../services/developer/ssrf.ts';
import { sandboxSettleWithdrawal, sandboxTopUp } from '../../services/sandbox/sandbox.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
} from '../../services/developer/webhooks.ts';
import {
  WithdrawalSchema,
  DeliverySchema,
  SandboxTopUpResultSchema,
  WebhookEndpointSchema,
} from './schemas.ts';
import type { ApiOperation } from './api-operation.ts';

// /api/v1's webhook endpoints and deliveries, and the sandbox's own calls (operations.ts).
export function webhookOperations(deps: AppDeps): ApiOperation[] {
  return [
    {
      method: 'get',
      path: '/webhook-endpoints',
      operationId: 'listWebhookEndpoints',
      summary: 'Your webhook endpoints',
      tag: 'Webhooks',
      scopes: ['webhooks:manage'],
      responses: {
        200: {
          description: 'Endpoints',
          schema: z.object({ data: z.array(WebhookEndpointSchema) }),
        },
      },
      handler: async (c, p, db) => c.json({ data: await listEndpoints(db, p.holderId, p.mode) }),
    },
    {
      method: 'post',
      path: '/webhook-endpoints',
      operationId: 'createWebhookEndpoint',
      summary: 'Add an endpoint; the signing secret is in this answer only',
      tag: 'Webhooks',
      scopes: ['webhooks:manage'],
      body: WebhookEndpointCreateSchema,
      responses: {
        201: {
          description: 'The endpoint and its secret',
          schema: z.object({ endpoint: WebhookEndpointSchema, secret: z.string() }),
        },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, WebhookEndpointCreateSchema);
        await checkReceiverUrl(body.url, deps.env.NODE_ENV === 'production');
        return c.json(
          await createEndpoint(db, deps.env.BETTER_AUTH_SECRET, p.holderId, body, p.mode),
          201,
        );
      },
    },
    {
      method: 'delete',
      path: '/webhook-endpoints/{id}',
      operationId: 'deleteWebhookEndpoint',
      summary: 'Remove an endpoint (its pending deliveries are dropped)',
      tag: 'Webhooks',
      scopes: ['webhooks:manage'],
      responses: { 204: { description: 'Removed' } },
      handler: async (c, p, db) => {
        await deleteEndpoint(db, p.holderId, uuidParam(c), p.mode);
        return c.body(null, 204);
      },
    },
    {
      method: 'get',
      path: '/webhook-endpoints/{id}/deliveries',
      operationId: 'listWebhookDeliveries',
      summary: "An endpoint's latest deliveries with every attempt",
      tag: 'Webhooks',
      scopes: ['webhooks:manage'],
      responses: {
        200: { description: 'Deliveries', schema: z.object({ data: z.array(DeliverySchema) }) },
      },
      handler: async (c, p, db) =>
        c.json({ data: await listDeliveries(db, p.holderId, uuidParam(c), p.mode) }),
    },
    {
      method: 'post',
      path: '/webhook-deliveries/{id}/redeliver',
      operationId: 'redeliverWebhook',
      summary: 'Send a delivered or failed event again',
      tag: 'Webhooks',
      scopes: ['webhooks:manage'],
      responses: {
        202: { description: 'Queued', schema: z.object({ delivery: z.object({ id: z.uuid() }) }) },
      },
      handler: async (c, p, db) =>
        c.json({ delivery: await redeliver(db, p.holderId, uuidParam(c), p.mode) }, 202),
    },
    {
      method: 'post',
      path: '/sandbox/top-ups',
      operationId: 'sandboxTopUp',
      summary:
        'Test keys only: add test money to a sandbox balance (a completed deposit; sends deposit.confirmed to test endpoints)',
      tag: 'Sandbox',
      scopes: ['wallet:read', 'withdrawals:write', 'orders:write'],
      mode: 'test',
      body: SandboxTopUpSchema,
      responses: {
        201: { description: 'Credited', schema: SandboxTopUpResultSchema },
        403: { description: 'A live key: the sandbox takes test keys only' },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, SandboxTopUpSchema);
        return c.json(await sandboxTopUp(db, p.holderId, body), 201);
      },
    },
    {
      method: 'post',
      path: '/sandbox/withdrawals/{id}/settle',
      operationId: 'sandboxSettleWithdrawal',
      summary:
        'Test keys only: settle a held sandbox withdrawal as paid or rejected (sends withdrawal.paid or withdrawal.rejected to test endpoints)',
      tag: 'Sandbox',
      scopes: ['withdrawals:write'],
      mode: 'test',
      body: SandboxSettleSchema,
      responses: {
        200: { description: 'Settled', schema: z.object({ withdrawal: WithdrawalSchema }) },
        403: { description: 'A live key: the sandbox takes test keys only' },
        404: { description: 'No such sandbox withdrawal of yours' },
        409: { description: 'Already settled' },
      },
      handler: async (c, p, db) => {
        const body = await readJson(c, SandboxSettleSchema);
        const withdrawal = await sandboxSettleWithdrawal(
          db,
          p.holderId,
          uuidParam(c),
          body,
          c.get('clientIp'),
        );
        return c.json({ withdrawal });
      },
    },
  ];
}
