import { queryOptions } from '@tanstack/react-query';
import type {
  ApiKeyCreate,
  ApiKeyView,
  WebhookDeliveryView,
  WebhookEndpointCreate,
  WebhookEndpointView,
} from '@mizani/shared';
import { api } from '@/lib/api';

// Dashboard › Developers: API keys and webhook endpoints (/api/developers, issue 18).

export const developersKeys = {
  keys: ['developers', 'keys'] as const,
  endpoints: ['developers', 'webhooks'] as const,
  deliveries: (id: string) => ['developers', 'webhooks', id, 'deliveries'] as const,
};

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: developersKeys.keys,
    queryFn: ({ signal }) =>
      api<{ keys: ApiKeyView[]; canManage: boolean }>('/api/developers/keys', { signal }),
  });

export const createApiKey = (body: ApiKeyCreate) =>
  api<{ key: ApiKeyView; secret: string }>('/api/developers/keys', { method: 'POST', body });

export const revokeApiKey = (id: string) =>
  api<{ key: ApiKeyView }>(`/api/developers/keys/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    body: {},
  });

export const endpointsQueryOptions = () =>
  queryOptions({
    queryKey: developersKeys.endpoints,
    queryFn: ({ signal }) =>
      api<{ endpoints: WebhookEndpointView[]; canManage: boolean }>('/api/developers/webhooks', {
        signal,
      }),
  });

export const createEndpoint = (body: WebhookEndpointCreate) =>
  api<{ endpoint: WebhookEndpointView; secret: string }>('/api/developers/webhooks', {
    method: 'POST',
    body,
  });

export const setEndpointEnabled = (id: string, enabled: boolean) =>
  api(`/api/developers/webhooks/${id}/enabled`, { method: 'PUT', body: { enabled } });

export const deleteEndpoint = (id: string) =>
  api(`/api/developers/webhooks/${id}`, { method: 'DELETE' });

export const deliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: developersKeys.deliveries(id),
    queryFn: ({ signal }) =>
      api<{ deliveries: WebhookDeliveryView[] }>(`/api/developers/webhooks/${id}/deliveries`, {
        signal,
      }),
    // Deliveries go out within seconds: the log refreshes while it is open.
    refetchInterval: 5_000,
  });

export const redeliver = (deliveryId: string) =>
  api(`/api/developers/deliveries/${deliveryId}/redeliver`, { method: 'POST', body: {} });

/** A new signing secret; the old one keeps signing beside it for 24 hours. */
export const rotateEndpointSecret = (id: string) =>
  api<{ secret: string; previousValidUntil: string | null }>(
    `/api/developers/webhooks/${id}/rotate`,
    { method: 'POST', body: { overlapHours: 24 } },
  );
