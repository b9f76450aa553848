import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RateCard, RatesResponse } from '@mizani/shared';
import { ratesKeys, useRateStream } from '@/lib/queries/rates';

/**
 * Live updates between the 30-second refreshes: each pushed card replaces its entry in the
 * rates query (of this component's query client: an island has its own, decision 030).
 */
export function useLiveRatesInCache(onCard?: (card: RateCard) => void) {
  const qc = useQueryClient();
  useRateStream((card) => {
    qc.setQueryData<RatesResponse>(ratesKeys.all, (old) => {
      if (!old) return old;
      const i = old.rates.findIndex((r) => r.pairId === card.pairId);
      if (i === -1) return old; // a new pair appears with the next refresh, in its sorted place
      const rates = old.rates.slice();
      rates[i] = card;
      return { ...old, rates };
    });
    onCard?.(card);
  });
}

/**
 * useLiveRatesInCache, and the set of the pairs that just changed (for a brief highlight).
 */
export function useLiveRates(highlightMs = 1600) {
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useLiveRatesInCache((card) => {
    setFlashing((s) => new Set(s).add(card.pairId));
    clearTimeout(timers.current.get(card.pairId));
    timers.current.set(
      card.pairId,
      setTimeout(() => {
        setFlashing((s) => {
          const next = new Set(s);
          next.delete(card.pairId);
          return next;
        });
      }, highlightMs),
    );
  });
  useEffect(() => {
    const t = timers.current;
    return () => t.forEach(clearTimeout);
  }, []);
  return flashing;
}

export { pricingTermsQueryOptions } from '@/lib/queries/rates';
