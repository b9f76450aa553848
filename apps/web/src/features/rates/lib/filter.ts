import type { RateCard } from '@mizani/shared';

/** Spec §5 rates search: case-insensitive substring match on the pair's name (and its codes run together). */
export function filterRates(rates: readonly RateCard[], query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return rates;
  return rates.filter((r) => `${r.displayName} ${r.base}${r.quote}`.toLowerCase().includes(q));
}
