import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LIVE_VALUE_KEYS, type PlatformUptime } from '@mizani/shared';
import { api } from '@/lib/api';

/** Text the server wrote into the page (data-live="<key>"), read once while hydrating. */
function liveText(key: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-live="${key}"]`)?.textContent ?? null;
}

/**
 * The home page's uptime figure. The server writes the measured value into the first response
 * (apps/server/src/site/live-values.ts); hydration reads it back so both renders agree. After a
 * client-side navigation the page has no such text yet, so the figure is fetched instead.
 * Until then, and in the pre-render, the fallback (the spec's 99.9% target) shows.
 */
export function usePlatformUptime(fallback: { value: string; label: string }) {
  const [fromPage] = useState(() => {
    const value = liveText(LIVE_VALUE_KEYS.uptime);
    const label = liveText(LIVE_VALUE_KEYS.uptimeLabel);
    return value && label ? { value, label } : null;
  });
  const q = useQuery({
    queryKey: ['status', 'uptime'],
    queryFn: () => api<PlatformUptime>('/api/status/uptime'),
    enabled: !fromPage,
    staleTime: 60_000,
  });
  if (fromPage) return fromPage;
  return q.data ? { value: q.data.display, label: q.data.label } : fallback;
}
