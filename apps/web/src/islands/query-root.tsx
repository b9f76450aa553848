import { createElement, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

/**
 * A component with TanStack Query above it: registry loaders wrap the islands that read data.
 * Each island has a client of its own: its first render must be the pre-rendered one (nothing
 * loaded yet), and with one client for the page an island hydrating after another had read the
 * same data would render that data instead (a hydration mismatch). The cost: two islands reading
 * the same thing ask for it once each (/rates: the board and the converter).
 */
export function withQuery(Component: (props: never) => ReactNode) {
  function Queried(props: object) {
    const [client] = useState(createQueryClient);
    return createElement(
      QueryClientProvider,
      { client },
      createElement(Component as (props: object) => ReactNode, props),
    );
  }
  Queried.displayName = `WithQuery(${Component.name})`;
  return Queried;
}
