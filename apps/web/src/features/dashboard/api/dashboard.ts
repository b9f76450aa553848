import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { walletKeys } from '@/lib/queries/wallet';

/** Platform Status card: GET /api/health (under the wallet key, so Refresh and trades redo it). */
export const healthQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'health'],
    queryFn: () => api<{ status: string }>('/api/health'),
  });
