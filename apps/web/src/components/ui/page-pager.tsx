import { Button } from './button';

/** Previous, "Page n of m", Next under a numbered list page. */
export function PagePager({
  page,
  pages,
  onPage,
  className,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className: string;
}) {
  return (
    <div className={className}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </div>
  );
}
