import { LIVE_VALUE_KEYS } from '@mizani/shared';
import { STATS } from '@/content/site';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

/** A stat's label in the page's language: content/site.ts STATS keys are the message ids. */
const STAT_KEYS = new Map<string, MessageId>([
  ...Object.entries(STATS).map(([k, v]) => [v.label, `stat.${k}` as MessageId] as const),
  ['Offices: Nairobi, Dar es Salaam, Accra', 'stat.officesList'],
]);

const WHY_STATS = [
  STATS.experience,
  STATS.currencyPairs,
  STATS.marketAccess,
  STATS.monthlyVolume,
  STATS.activeClients,
  STATS.uptime,
  STATS.africanCurrencies,
  { value: '3', label: 'Offices: Nairobi, Dar es Salaam, Accra' },
];

/**
 * The home page's "why Mizani" figures: plain HTML in every language. The uptime is measured by
 * the status page's checks (docs/public-site.md "System status"), so the pre-render shows the
 * spec's target and marks it (data-live); the server writes the measured figure in at request
 * time, and picks its label from the two this page carries in its own language
 * (`data-live-measured`, `data-live-target`; apps/server/src/site/live-values.ts). No script, no
 * request, no shift.
 */
export function HomeStats() {
  const { t } = useT();
  const statLabel = (label: string) => {
    const key = STAT_KEYS.get(label);
    return key ? t(key) : label;
  };
  return (
    <dl className="grid grid-cols-2 gap-px self-start overflow-hidden rounded-2xl border border-white/10 bg-white/10 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
      {WHY_STATS.map((s) => {
        const uptime = s === STATS.uptime;
        return (
          <div key={s.label} className="flex flex-col-reverse bg-navy-900 p-5">
            {uptime ? (
              <dt
                className="mt-1 text-sm leading-snug text-navy-200"
                data-live={LIVE_VALUE_KEYS.uptimeLabel}
                data-live-measured={t('stat.uptime')}
                data-live-target={t('stat.uptimeTarget')}
              >
                {t('stat.uptimeTarget')}
              </dt>
            ) : (
              <dt className="mt-1 text-sm leading-snug text-navy-200">{statLabel(s.label)}</dt>
            )}
            <dd
              className="tabular text-2xl font-bold tracking-tight text-white"
              {...(uptime ? { 'data-live': LIVE_VALUE_KEYS.uptime } : {})}
            >
              {s.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
