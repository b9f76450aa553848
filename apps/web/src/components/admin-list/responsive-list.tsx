import { Fragment, type Key, type ReactNode } from 'react';

export interface ListCards<T> {
  /** The list's accessible name, if it has one. */
  label?: string;
  className: string;
  /** One `<li>` per item. */
  render: (item: T) => ReactNode;
}

export interface ListTable<T> {
  /** Name of the scrollable region around the table. */
  label: string;
  caption: string;
  className: string;
  /** Defaults to a bordered box; the table shows from md up, the cards below it. */
  regionClassName?: string;
  headClassName?: string;
  columns: { label: ReactNode; className?: string }[];
  /** One `<tr>` per item. */
  row: (item: T) => ReactNode;
}

/**
 * An admin list: cards below md, a table from md up (or cards only). With `empty`, an empty list
 * shows it instead.
 */
export function ResponsiveList<T>(props: {
  items: readonly T[];
  itemKey: (item: T) => Key;
  cards: ListCards<T>;
  table?: ListTable<T>;
  empty?: ReactNode;
}) {
  const { items, itemKey, cards, table } = props;
  if (props.empty !== undefined && items.length === 0) return props.empty;
  const each = (render: (item: T) => ReactNode) =>
    items.map((item) => <Fragment key={itemKey(item)}>{render(item)}</Fragment>);
  return (
    <>
      <ul className={cards.className} aria-label={cards.label}>
        {each(cards.render)}
      </ul>
      {table ? (
        <div
          className={table.regionClassName ?? 'hidden overflow-x-auto rounded-lg border md:block'}
          role="region"
          aria-label={table.label}
          tabIndex={0}
        >
          <table className={table.className}>
            <caption className="sr-only">{table.caption}</caption>
            <thead className={table.headClassName ?? 'bg-muted/50 text-left text-muted-foreground'}>
              <tr>
                {table.columns.map((c, i) => (
                  <th key={i} scope="col" className={c.className ?? 'px-3 py-2 font-medium'}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{each(table.row)}</tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/** Header cells of the default look, from their labels. */
export const columns = (...labels: string[]) => labels.map((label) => ({ label }));
