import type { Key } from 'react';
import { Pager } from './pager';
import { ResponsiveList, type ListCards, type ListTable } from './responsive-list';
import { EmptyState, QueryState } from './states';
import type { CursorPages } from './list-state';

interface PageRead<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: { items: T[]; nextCursor: string | null } | undefined;
  refetch: () => unknown;
}

/**
 * A cursor-paged admin list (requests, users, audit log): skeleton, error with retry, empty text,
 * then cards below md and a table from md up, and the pager.
 */
export function AdminList<T>(props: {
  query: PageRead<T>;
  pages: CursorPages;
  /** Names the pager: "<label> pages". */
  label: string;
  empty: string;
  itemKey: (item: T) => Key;
  cards: ListCards<T>;
  table: ListTable<T>;
}) {
  const { query, pages } = props;
  return (
    <QueryState query={query} rows={8}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState>{props.empty}</EmptyState>
        ) : (
          <>
            <ResponsiveList
              items={data.items}
              itemKey={props.itemKey}
              cards={props.cards}
              table={props.table}
            />
            <Pager
              label={props.label}
              page={pages.page}
              hasNext={!!data.nextCursor}
              onPrev={pages.prev}
              onNext={() => pages.next(data.nextCursor)}
              busy={query.isFetching}
            />
          </>
        )
      }
    </QueryState>
  );
}
