import { useQuery } from '@tanstack/react-query';
import type { PricingTerms } from '@mizani/shared';
import { FEE_EXAMPLE, type FeeExample } from '@/content/docs/articles';
import { api } from '@/lib/api';

/**
 * The fees article's worked example at the fee and spread admins set. The pre-rendered page (and
 * hydration) shows the defaults; the live figures replace them once /api/rates/terms answers.
 * Only other terms than the defaults load the decimal arithmetic that prices them (decision 027).
 */
export function useFeeExample(enabled: boolean): FeeExample {
  const q = useQuery({
    queryKey: ['rates', 'pricing'],
    queryFn: () => api<PricingTerms>('/api/rates/terms'),
    enabled,
    staleTime: 60_000,
  });
  const terms = q.data;
  const differs =
    !!terms && (terms.feeBps !== FEE_EXAMPLE.feeBps || terms.spreadBps !== FEE_EXAMPLE.spreadBps);
  const priced = useQuery({
    queryKey: ['docs', 'fee-example', terms?.feeBps, terms?.spreadBps],
    queryFn: async () => {
      const { feeExample } = await import('@/content/docs/fee-example');
      return feeExample({ feeBps: terms!.feeBps, spreadBps: terms!.spreadBps });
    },
    enabled: differs,
    staleTime: Infinity,
  });
  return (differs && priced.data) || FEE_EXAMPLE;
}
