import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

export function Pager(props: {
  page: number;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  busy?: boolean;
  label: string;
}) {
  const { t } = useT();
  return (
    <nav
      aria-label={t('admin.list.pages', { label: props.label })}
      className="flex items-center justify-between gap-3 pt-3"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('admin.list.page', { page: props.page })}
        {props.busy ? t('admin.list.busy') : ''}
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={props.onPrev}
          disabled={props.page <= 1}
        >
          <ChevronLeft className="size-4" aria-hidden="true" /> {t('admin.list.previous')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={props.onNext}
          disabled={!props.hasNext}
        >
          {t('admin.list.next')} <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
