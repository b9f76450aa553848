import { queryOptions } from '@tanstack/react-query';
import type { Arrival, CorridorPublic, TransferQuote, TransferQuoteRequest } from '@mizani/shared';
import { api } from '@/lib/api';

// The public send-money reads (issue 38): the home page's calculator asks these, signed in or not.
// Apart from api/send.ts so the island brings no dashboard code.

export type PublicQuote = TransferQuote & {
  sourceCurrency: string;
  destCurrency: string;
  arrival: Arrival;
};

export const publicCorridorsQuery = () =>
  queryOptions({
    queryKey: ['corridors', 'public'],
    queryFn: ({ signal }) => api<{ corridors: CorridorPublic[] }>('/api/corridors', { signal }),
    staleTime: 30_000,
    // The rate in the list is the sender's rate now: kept fresh as the rates board is.
    refetchInterval: 30_000,
  });

export const publicQuoteQuery = (req: TransferQuoteRequest | null) =>
  queryOptions({
    queryKey: ['corridors', 'quote', req],
    queryFn: ({ signal }) =>
      api<{ quote: PublicQuote }>('/api/corridors/quote', { body: req, signal }),
    enabled: !!req,
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
    placeholderData: (previous) => previous,
  });
