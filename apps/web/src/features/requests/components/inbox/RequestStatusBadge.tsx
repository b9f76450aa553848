import type { RequestStatus } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';

const STATUS_STYLE: Record<RequestStatus, string> = {
  new: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  in_progress: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  closed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  spam: 'bg-muted text-muted-foreground',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useT();
  return (
    <Badge className={cn('border-transparent font-medium', STATUS_STYLE[status])}>
      {t(`admin.requestStatus.${status}`)}
    </Badge>
  );
}
