import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { useT } from '@/lib/i18n/use-t';

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

export function RowsSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useT();
  return (
    <div className="space-y-2" role="status" aria-busy="true" aria-label={t('admin.list.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-10 animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  );
}

interface ReadState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A read's three states: loading (rows of skeleton unless `pending` says otherwise), failed (a
 * retry unless `failed` says otherwise), loaded (`children` with the data).
 */
export function QueryState<T>(props: {
  query: ReadState<T>;
  rows?: number;
  pending?: ReactNode;
  failed?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return props.pending ?? <RowsSkeleton rows={props.rows} />;
  if (query.isError || query.data === undefined)
    return props.failed ?? <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return props.children(query.data);
}

export { LoadError };
