import { LIVE_VALUE_KEYS } from '@mizani/shared';
import { STATS } from '@/content/site';
import { usePlatformUptime } from '@/features/status/api/uptime';
import { island } from '@/lib/island';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

/** Before the measured figure is known (pre-render, little history): the spec's claim, as a target. */
const UPTIME_FALLBACK = { value: STATS.uptime.value, label: 'Uptime target' };

/** A stat's label in the page's language: content/site.ts STATS keys are the message ids. */
const STAT_KEYS = new Map<string, MessageId>([
  ...Object.entries(STATS).map(([k, v]) => [v.label, `stat.${k}` as MessageId] as const),
  ['Uptime target', 'stat.uptimeTarget'],
  ['Offices: Nairobi, Dar es Salaam, Accra', 'stat.officesList'],
]);

/**
 * The uptime stat is measured by the status page's checks (docs/public-site.md "System status"):
 * the server writes it into the page's HTML (data-live) and the page reads it back.
 */
function withUptime(
  stats: { value: string; label: string }[],
  uptime: { value: string; label: string },
) {
  return stats.map((s) =>
    s === STATS.uptime
      ? { key: 'uptime', value: uptime.value, label: uptime.label, live: true }
      : { key: s.label, value: s.value, label: s.label, live: false },
  );
}
const liveAttr = (live: boolean, key: string) => (live ? { 'data-live': key } : {});

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
 * The home page's "why Mizani" figures, the uptime among them. The server fills data-live elements with
 * English words (site/live-values.ts): only on the English page, which stays plain HTML; the
 * French and Swahili pages show the target until the measured figure arrives, an island that
 * asks for it (decision 030).
 */
function HomeStatsView() {
  const { t, locale } = useT();
  const uptime = usePlatformUptime(UPTIME_FALLBACK);
  const statLabel = (label: string) => {
    const key = STAT_KEYS.get(label);
    return key ? t(key) : label;
  };
  const live = (isLive: boolean, key: string) => liveAttr(isLive && locale === 'en', key);
  const whyStats = withUptime(WHY_STATS, uptime);
  return (
    <dl className="grid grid-cols-2 gap-px self-start overflow-hidden rounded-2xl border border-white/10 bg-white/10 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
      {whyStats.map((s) => (
        <div key={s.key} className="flex flex-col-reverse bg-navy-900 p-5">
          <dt
            className="mt-1 text-sm leading-snug text-navy-200"
            {...live(s.live, LIVE_VALUE_KEYS.uptimeLabel)}
          >
            {statLabel(s.label)}
          </dt>
          <dd
            className="tabular text-2xl font-bold tracking-tight text-white"
            {...live(s.live, LIVE_VALUE_KEYS.uptime)}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export const HomeStatsIsland = island('HomeStats', HomeStatsView);

/** The figures: plain HTML in English, an island in French and Swahili. */
export function HomeStats() {
  const { locale } = useT();
  return locale === 'en' ? <HomeStatsView /> : <HomeStatsIsland />;
}
