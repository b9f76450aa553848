import type { PushDevice, PushKind } from '@mizani/shared';
import { api } from '@/lib/api';

// Web Push (issue 39): the server's public key and this person's subscriptions.

export const pushKeys = { all: ['push'] as const };

export const pushConfig = () =>
  api<{ enabled: boolean; publicKey: string | null }>('/api/push/config');

export const listPushDevices = (endpoint: string | null) =>
  api<{ devices: PushDevice[] }>(
    `/api/push/subscriptions${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`,
  );

export const savePushSubscription = (sub: PushSubscription, kinds: PushKind[]) => {
  const json = sub.toJSON();
  return api<{ devices: PushDevice[] }>('/api/push/subscriptions', {
    method: 'POST',
    body: { endpoint: json.endpoint, keys: json.keys, kinds },
  });
};

export const savePushKinds = (endpoint: string, kinds: PushKind[]) =>
  api<{ devices: PushDevice[] }>('/api/push/subscriptions/kinds', {
    method: 'PUT',
    body: { endpoint, kinds },
  });

export const removePushDevice = (id: string, endpoint: string | null) =>
  api<{ devices: PushDevice[] }>(
    `/api/push/subscriptions/${id}${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`,
    { method: 'DELETE' },
  );
