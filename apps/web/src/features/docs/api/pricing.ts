import { useQuery } from '@tanstack/react-query';
import type { PricingTerms } from '@mizani/shared';
import { FEE_EXAMPLE, feeExample, type FeeExample } from '@/content/docs/articles';
import { api } from '@/lib/api';

/**
 * The fees article's worked example at the fee and spread admins set. The pre-rendered page (and
 * hydration) shows the defaults; the live figures replace them once /api/rates/terms answers.
 */
export function useFeeExample(enabled: boolean): FeeExample {
  const q = useQuery({
    queryKey: ['rates', 'pricing'],
    queryFn: () => api<PricingTerms>('/api/rates/terms'),
    enabled,
    staleTime: 60_000,
  });
  if (!q.data) return FEE_EXAMPLE;
  return q.data.feeBps === FEE_EXAMPLE.feeBps && q.data.spreadBps === FEE_EXAMPLE.spreadBps
    ? FEE_EXAMPLE
    : feeExample(q.data);
}
