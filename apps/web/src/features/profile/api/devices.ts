import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KnownDevice } from '@mizani/shared';
import { api } from '@/lib/api';

// Issue 39: the browsers the person signed in from, and their "trust this device".

export const devicesKey = ['me', 'devices'] as const;

/** GET /api/devices. */
export function useDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: ({ signal }) => api<{ devices: KnownDevice[] }>('/api/devices', { signal }),
    select: (r) => r.devices,
  });
}

/** DELETE /api/devices/:id/trust: the second factor is asked again on that device. */
export function useRevokeTrust() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ devices: KnownDevice[] }>(`/api/devices/${id}/trust`, { method: 'DELETE' }),
    onSuccess: (r) => qc.setQueryData(devicesKey, r),
  });
}
