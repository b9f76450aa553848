import { useT } from '@/lib/i18n/use-t';

/**
 * The figures behind a chart as a table (issue 39: a table behind each chart), shown on demand:
 * what a screen reader or a keyboard reads instead of the drawing. Newest first.
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** Column headings; every column after the first is a figure (right-aligned). */
  columns: string[];
  rows: { key: string; cells: string[] }[];
}) {
  const { t } = useT();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">{t('charts.showTable')}</summary>
      <div
        className="mt-2 max-h-72 overflow-auto rounded-md border"
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className="w-full text-left tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-background text-muted-foreground">
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  className={i ? 'px-3 py-1.5 text-right font-medium' : 'px-3 py-1.5 font-medium'}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-t">
                {r.cells.map((cell, i) =>
                  i ? (
                    <td key={i} className="px-3 py-1 text-right">
                      {cell}
                    </td>
                  ) : (
                    <th key={i} scope="row" className="px-3 py-1 font-normal">
                      {cell}
                    </th>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
