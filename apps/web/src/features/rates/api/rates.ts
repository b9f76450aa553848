import { useEffect, useRef, useState } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  type RateCard,
  type RateHistoryResponse,
  type RateRange,
  type RatesResponse,
} from '@mizani/shared';
import { api } from '@/lib/api';

export const ratesKeys = {
  all: ['rates'] as const,
  history: (pairId: string, range: RateRange) => ['rates', 'history', pairId, range] as const,
};

/** GET /api/rates, refreshed every 30 seconds (spec §9); the server answers 304 when unchanged. */
export const ratesQueryOptions = () =>
  queryOptions({
    queryKey: ratesKeys.all,
    queryFn: ({ signal }) => api<RatesResponse>('/api/rates', { signal }),
    refetchInterval: LIMITS.ratesRefreshMs,
    staleTime: 5_000,
  });

export const rateHistoryQueryOptions = (pairId: string, range: RateRange) =>
  queryOptions({
    queryKey: ratesKeys.history(pairId, range),
    queryFn: ({ signal }) =>
      api<RateHistoryResponse>(`/api/rates/${pairId}/history?range=${range}`, { signal }),
    staleTime: 10_000,
  });

type Listener = (card: RateCard) => void;
const listeners = new Set<Listener>();
let source: EventSource | null = null;

/** One EventSource per tab, shared by every component that listens for new rates. */
function subscribe(fn: Listener) {
  listeners.add(fn);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource('/api/rates/stream');
    source.addEventListener('rate', (e) => {
      try {
        const card = JSON.parse((e as MessageEvent<string>).data) as RateCard;
        for (const l of listeners) l(card);
      } catch {
        // a malformed event is ignored; the 30-second refresh catches up
      }
    });
  }
  return () => {
    listeners.delete(fn);
    if (!listeners.size && source) {
      source.close();
      source = null;
    }
  };
}

/** Calls fn for each rate pushed by the server (SSE). */
export function useRateStream(fn: Listener) {
  const ref = useRef(fn);
  ref.current = fn;
  useEffect(() => subscribe((c) => ref.current(c)), []);
}

/**
 * Live updates between the 30-second refreshes: each pushed card replaces its entry in the
 * rates query; the returned set names the pairs that just changed (for a brief highlight).
 */
export function useLiveRates(highlightMs = 1600) {
  const qc = useQueryClient();
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useRateStream((card) => {
    qc.setQueryData<RatesResponse>(ratesKeys.all, (old) => {
      if (!old) return old;
      const i = old.rates.findIndex((r) => r.pairId === card.pairId);
      if (i === -1) return old; // a new pair appears with the next refresh, in its sorted place
      const rates = old.rates.slice();
      rates[i] = card;
      return { ...old, rates };
    });
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
