import { useDeferredValue } from 'react';

/**
 * A query's data as a public island draws it: new data (the first answer, a live tick) is drawn
 * in a render React can pause, in slices, not in the one task it arrives in. TanStack Query's
 * store re-renders its readers at once, so a board drawn from `query.data` was one long task
 * (issue 35: TBT; decision 033, item 7). `waiting`: nothing to draw yet and no error to show.
 */
export function useDrawnData<T>(query: { data: T | undefined; isError: boolean }) {
  const data = useDeferredValue(query.data);
  return { data, waiting: data === undefined && !query.isError };
}
