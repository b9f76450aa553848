// The rates board's data, read by more than one feature (rates, alerts, notifications): the
// list query, its key and the live stream. Rates-only reads stay in features/rates/api.
import { useEffect, useRef } from 'react';
import { queryOptions } from '@tanstack/react-query';
import {
  LIMITS,
  type PricingTerms,
  type RateCard,
  type RateRange,
  type RatesResponse,
  type RateHistoryResponse,
} from '@mizani/shared';
import { api } from '../api';

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

/** A pair's history for its chart (the dashboard's and /rates' chart dialog). */
export const rateHistoryQueryOptions = (pairId: string, range: RateRange) =>
  queryOptions({
    queryKey: ratesKeys.history(pairId, range),
    queryFn: ({ signal }) =>
      api<RateHistoryResponse>(`/api/rates/${pairId}/history?range=${range}`, { signal }),
    staleTime: 10_000,
  });

/** The pricing in force (spread, fee): the indicative client figures use it. */
export const pricingTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['pricing-terms'],
    queryFn: ({ signal }) => api<PricingTerms>('/api/rates/terms', { signal }),
    staleTime: 30_000,
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
