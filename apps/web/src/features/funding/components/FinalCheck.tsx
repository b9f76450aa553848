import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

/**
 * Decisions are final, so each one is asked twice: the first submit shows what will happen and
 * a second button does it.
 */
export function FinalCheck({
  children,
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  children: ReactNode;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm text-amber-950">
        {children} {t('admin.funding.final')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onConfirm} disabled={busy}>
          {busy ? t('admin.funding.working') : action}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          {t('admin.common.cancel')}
        </Button>
      </div>
    </div>
  );
}
