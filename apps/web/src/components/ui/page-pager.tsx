import { useT } from '@/lib/i18n/use-t';
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
  const { t } = useT();
  return (
    <div className={className}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('money.previous')}
      </Button>
      <span className="text-sm">{t('money.pageOf', { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('money.next')}
      </Button>
    </div>
  );
}
