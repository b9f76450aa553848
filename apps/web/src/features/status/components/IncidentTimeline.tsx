import { INCIDENT_STATUS_LABELS, STATUS_COMPONENT_INFO, type Incident } from '@mizani/shared';
import { cn } from '@/lib/utils';
import { duration } from '../lib/present';

const IMPACT_CLASS: Record<Incident['impact'], string> = {
  minor: 'border-amber-300 bg-amber-50 text-amber-900',
  major: 'border-orange-300 bg-orange-50 text-orange-900',
  critical: 'border-red-300 bg-red-50 text-red-900',
};
const IMPACT_TEXT: Record<Incident['impact'], string> = {
  minor: 'Minor impact',
  major: 'Major impact',
  critical: 'Critical impact',
};

/** "24 Nov 2026, 14:05 UTC": the same for every visitor, like the checks. */
export function utcDateTime(iso: string) {
  return `${new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })} UTC`;
}

/** An incident: title, impact, affected components and its updates, newest first. */
export function IncidentCard({
  incident,
  headingLevel = 3,
}: {
  incident: Incident;
  headingLevel?: 3 | 4;
}) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
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
        <H id={`incident-${incident.id}`} className="text-lg font-semibold text-navy-900">
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
          {resolved ? 'Resolved' : IMPACT_TEXT[incident.impact]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Affected: {incident.components.map((c) => STATUS_COMPONENT_INFO[c].name).join(', ')} ·
        Started {utcDateTime(incident.startedAt)}
        {minutes !== null ? ` · Lasted ${duration(minutes)}` : ''}
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
              <span className="font-semibold text-navy-900">
                {INCIDENT_STATUS_LABELS[u.status]}
              </span>
              <span className="text-slate-600">
                {' '}
                · <time dateTime={u.createdAt}>{utcDateTime(u.createdAt)}</time>
              </span>
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-700">{u.message}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
