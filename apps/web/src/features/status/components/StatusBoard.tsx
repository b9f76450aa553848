import { useQuery } from '@tanstack/react-query';
import { useDrawnData } from '@/lib/use-drawn-data';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { statusQuery } from '../api/status';
import { STATE_TONE, type Tone } from '../lib/present';
import { useStatusText } from '../lib/use-status-text';
import { ComponentsUptime } from './ComponentsUptime';
import { IncidentCard } from './IncidentTimeline';
import { StateIcon } from './StateIcon';
import { island } from '@/lib/island';

const BANNER: Record<Tone, string> = {
  ok: 'border-emerald-200 bg-emerald-50',
  minor: 'border-amber-200 bg-amber-50',
  major: 'border-orange-200 bg-orange-50',
  critical: 'border-red-200 bg-red-50',
  none: 'border-border bg-white',
};

/** The live part of /support/status: the headline, open incidents, components, past incidents. */
function StatusBoardView() {
  const q = useQuery(statusQuery());
  const { data, waiting } = useDrawnData(q);
  const x = useStatusText();
  const { t } = x;
  if (waiting)
    return (
      <div className="space-y-4" role="status" aria-busy="true" aria-label={t('status.loading')}>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  if (q.isError || !data) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const s = data;
  const latest = s.components
    .map((c) => c.checkedAt)
    .filter((x): x is string => !!x)
    .sort()
    .at(-1);
  return (
    <div className="space-y-14">
      <div
        className={cn(
          'flex items-start gap-4 rounded-2xl border p-5 sm:p-6',
          BANNER[STATE_TONE[s.overall]],
        )}
      >
        <StateIcon state={s.overall} className="mt-0.5 size-7 shrink-0" />
        <div>
          <h2 className="text-xl font-semibold text-navy-900 sm:text-2xl">
            {x.overall(s.overall)}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {latest ? t('status.lastChecked', { at: x.utc(latest) }) : t('status.noCheck')}
            {s.monitoringSince
              ? ` ${t('status.monitoringSince', { at: x.utc(s.monitoringSince) })}`
              : ''}
          </p>
        </div>
      </div>

      {s.active.length > 0 ? (
        <section aria-labelledby="active-incidents">
          <h2 id="active-incidents" className="text-2xl font-semibold text-navy-900">
            {t('status.currentIncidents')}
          </h2>
          <div className="mt-5 space-y-4">
            {s.active.map((i) => (
              <IncidentCard key={i.id} incident={i} />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="components-h">
        <h2 id="components-h" className="text-2xl font-semibold text-navy-900">
          {t('status.components')}
        </h2>
        <div className="mt-5">
          <ComponentsUptime components={s.components} />
        </div>
      </section>

      <section aria-labelledby="past-incidents">
        <h2 id="past-incidents" className="text-2xl font-semibold text-navy-900">
          {t('status.pastIncidents')}
        </h2>
        <p className="mt-2 text-slate-600">{t('status.pastIntro')}</p>
        <div className="mt-5 space-y-4">
          {s.recent.length ? (
            s.recent.map((i) => <IncidentCard key={i.id} incident={i} />)
          ) : (
            <p className="rounded-2xl border border-dashed border-border bg-white p-6 text-center text-slate-600">
              {t('status.noIncidents')}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const StatusBoard = island('StatusBoard', StatusBoardView);
