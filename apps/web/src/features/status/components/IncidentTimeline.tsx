import type { Incident } from '@mizani/shared';
import { cn } from '@/lib/utils';
import { useStatusText } from '../lib/use-status-text';

const IMPACT_CLASS: Record<Incident['impact'], string> = {
  minor: 'border-amber-300 bg-amber-50 text-amber-900',
  major: 'border-orange-300 bg-orange-50 text-orange-900',
  critical: 'border-red-300 bg-red-50 text-red-900',
};
/**
 * An incident: title, impact, affected components and its updates, newest first. The title and
 * the updates are written by the operations team in English and stay so (lang="en").
 */
export function IncidentCard({
  incident,
  headingLevel = 3,
}: {
  incident: Incident;
  headingLevel?: 3 | 4;
}) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const x = useStatusText();
  const resolved = incident.status === 'resolved';
  const minutes = resolved
    ? Math.max(
        1,
        Math.round((Date.parse(incident.resolvedAt!) - Date.parse(incident.startedAt)) / 60_000),
      )
    : null;
  return (
    <article
      aria-labelledby={`incident-${incident.id}`}
      className="rounded-2xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <H id={`incident-${incident.id}`} lang="en" className="text-lg font-semibold text-navy-900">
          {incident.title}
        </H>
        <span
          className={cn(
            'rounded-full border px-2.5 py-0.5 text-xs font-semibold',
            resolved
              ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
              : IMPACT_CLASS[incident.impact],
          )}
        >
          {resolved ? x.incidentStatus('resolved') : x.impact(incident.impact)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {x.t('status.incident.facts', {
          components: incident.components.map(x.component).join(', '),
          at: x.utc(incident.startedAt),
        })}
        {minutes !== null
          ? ` · ${x.t('status.incident.lasted', { duration: x.duration(minutes) })}`
          : ''}
      </p>
      <ol className="mt-5 space-y-5 border-l-2 border-border pl-5">
        {incident.updates.map((u) => (
          <li key={u.id} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                'absolute -left-[1.72rem] top-1 size-3 rounded-full border-2 border-white',
                u.status === 'resolved' ? 'bg-emerald-600' : 'bg-navy-500',
              )}
            />
            <p className="text-sm">
              <span className="font-semibold text-navy-900">{x.incidentStatus(u.status)}</span>
              <span className="text-slate-600">
                {' '}
                · <time dateTime={u.createdAt}>{x.utc(u.createdAt)}</time>
              </span>
            </p>
            <p lang="en" className="mt-1 whitespace-pre-line text-slate-700">
              {u.message}
            </p>
          </li>
        ))}
      </ol>
    </article>
  );
}
