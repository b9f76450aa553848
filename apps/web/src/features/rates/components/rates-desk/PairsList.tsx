import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { AdminPair } from '@mizani/shared';
import { ResponsiveList } from '@/components/admin-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { ratesKeys } from '@/lib/queries/rates';
import { cn } from '@/lib/utils';
import { adminRatesKeys, setPairActive } from '../../api/admin';

/** Every pair with its latest rate; choosing one selects it for posting and history. */
export function PairsList({
  pairs,
  selectedId,
  onSelect,
}: {
  pairs: AdminPair[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  const toggle = useMutation({
    mutationFn: (p: AdminPair) => setPairActive(p, !p.isActive),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminRatesKeys.pairs });
      void qc.invalidateQueries({ queryKey: ratesKeys.all });
    },
    onError: (err) => toast.error(t('admin.rates.toggleFailed'), { description: errorText(err) }),
  });
  const choose = (p: AdminPair, className: string) => (
    <button
      type="button"
      className={className}
      onClick={() => onSelect(p.id)}
      aria-pressed={selectedId === p.id}
    >
      {p.displayName}
    </button>
  );
  const status = (p: AdminPair) => (
    <Badge variant={p.isActive ? 'default' : 'outline'}>
      {t(p.isActive ? 'admin.rates.active' : 'admin.rates.inactive')}
    </Badge>
  );
  const toggleButton = (p: AdminPair, variant: 'outline' | 'ghost') => (
    <Button
      size="sm"
      variant={variant}
      onClick={() => toggle.mutate(p)}
      disabled={toggle.isPending}
      aria-label={t(p.isActive ? 'admin.rates.deactivatePair' : 'admin.rates.activatePair', {
        pair: p.displayName,
      })}
    >
      {t(p.isActive ? 'admin.rates.deactivate' : 'admin.rates.activate')}
    </Button>
  );
  const rate = (v: string | null) => (v ? fmt.rate(v) : '—');
  const updated = (p: AdminPair) => (p.timestamp ? fmt.dateTime(p.timestamp) : '—');

  return (
    <ResponsiveList
      items={pairs}
      itemKey={(p) => p.id}
      // Small screens: one card per pair (the six columns do not fit 390 px).
      cards={{
        label: t('admin.rates.allPairs'),
        className: 'grid gap-3 md:hidden',
        render: (p) => (
          <li
            className={cn(
              'min-w-0 rounded-lg border p-3 text-sm',
              selectedId === p.id && 'border-primary bg-accent',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              {choose(p, 'font-semibold underline-offset-4 hover:underline')}
              {status(p)}
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">{t('admin.rates.bid')}</dt>
              <dd className="tabular-nums">{rate(p.bid)}</dd>
              <dt className="text-muted-foreground">{t('admin.rates.ask')}</dt>
              <dd className="tabular-nums">{rate(p.ask)}</dd>
              <dt className="text-muted-foreground">{t('admin.rates.updated')}</dt>
              <dd>{updated(p)}</dd>
            </dl>
            <div className="mt-2 flex justify-end">{toggleButton(p, 'outline')}</div>
          </li>
        ),
      }}
      table={{
        label: t('admin.rates.allPairs'),
        caption: t('admin.rates.pairs'),
        regionClassName: 'relative hidden overflow-x-auto md:block',
        className: 'w-full min-w-[36rem] text-sm',
        headClassName: 'text-left text-xs uppercase tracking-wide text-muted-foreground',
        columns: [
          { label: t('admin.settings.pair'), className: 'py-2 pr-3' },
          { label: t('admin.rates.bid'), className: 'py-2 pr-3 text-right' },
          { label: t('admin.rates.ask'), className: 'py-2 pr-3 text-right' },
          { label: t('admin.rates.updated'), className: 'py-2 pr-3' },
          { label: t('admin.inbox.status'), className: 'py-2 pr-3' },
          { label: <span className="sr-only">{t('admin.rates.actions')}</span>, className: 'py-2' },
        ],
        row: (p) => (
          <tr className={cn('border-t border-border', selectedId === p.id && 'bg-accent')}>
            <th scope="row" className="py-2 pr-3 text-left font-semibold">
              {choose(p, 'underline-offset-4 hover:underline')}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{rate(p.bid)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{rate(p.ask)}</td>
            <td className="py-2 pr-3 text-muted-foreground">{updated(p)}</td>
            <td className="py-2 pr-3">{status(p)}</td>
            <td className="py-2 text-right">{toggleButton(p, 'ghost')}</td>
          </tr>
        ),
      }}
    />
  );
}
