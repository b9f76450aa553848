import { useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

/**
 * TanStack Query for every page. A pathless layout route, loaded lazily in parallel with the
 * first page, so the query library is not part of the entry script (home first-load budget).
 * Consequence: only components under the page routes can use queries; the header and footer
 * (RootLayout) cannot.
 */
export default function QueryLayout() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
