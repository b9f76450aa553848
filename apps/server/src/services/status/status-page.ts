import {
  IMPACT_STATE,
  STATUS_COMPONENT_INFO,
  STATUS_COMPONENTS,
  UPTIME_PERIOD_INFO,
  UPTIME_PERIODS,
  type ComponentState,
  type Incident,
  type IncidentImpact,
  type IncidentStatus,
  type PlatformUptime,
  type StatusComponentId,
  type StatusHistoryResponse,
  type StatusResponse,
  type UptimePeriod,
} from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  bucketCounts,
  latestChecks,
  listIncidents,
  monitoringSince,
  platformCounts,
  updatesOf,
  uptimeCounts,
  type IncidentRow,
  type LatestCheck,
} from '../../db/queries/status.ts';

/** The figure the spec's marketing claims (§1) and the home page shows until it is measured. */
export const UPTIME_TARGET = '99.9%';
/** Below a day of measured minutes the home page shows the target, labelled as such. */
export const MIN_MEASURED_MINUTES = 24 * 60;
/** The aggregates change once a minute; each instance reuses them this long. */
const CACHE_MS = 30_000;

/** Percent of checked minutes that were not down, rounded down to three decimals. */
export function uptimePercent(observed: number, down: number): string | null {
  if (observed <= 0) return null;
  return (Math.floor(((observed - down) * 100_000) / observed) / 1000).toFixed(3);
}

/**
 * The home page's figure: the measured platform uptime over up to 90 days, rounded down to two
 * decimals and never shown as 100% (a minute's checks cannot prove that); the target while fewer
 * than MIN_MEASURED_MINUTES were measured.
 */
export function platformUptime(counts: { observed: number; down: number }): PlatformUptime {
  const percent = uptimePercent(counts.observed, counts.down);
  if (percent === null || counts.observed < MIN_MEASURED_MINUTES)
    return {
      display: UPTIME_TARGET,
      label: 'Uptime target',
      basis: 'target',
      percent,
      observedMinutes: counts.observed,
    };
  const hundredths = Math.min(
    9999,
    Math.floor(((counts.observed - counts.down) * 10_000) / counts.observed),
  );
  const display = `${(hundredths / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
  return {
    display,
    label: 'Platform uptime',
    basis: 'measured',
    percent,
    observedMinutes: counts.observed,
  };
}

const SEVERITY: Record<ComponentState, number> = {
  unknown: -1,
  operational: 0,
  degraded: 1,
  partial_outage: 2,
  major_outage: 3,
};
const worst = (states: ComponentState[]) =>
  states.reduce<ComponentState>((w, s) => (SEVERITY[s] > SEVERITY[w] ? s : w), 'unknown');

/** A component's state from its newest minute: most instances down is a major outage. */
export function stateOfMinute(c: Pick<LatestCheck, 'up' | 'degraded' | 'down'>): ComponentState {
  const total = c.up + c.degraded + c.down;
  if (total === 0) return 'unknown';
  if (c.down * 2 > total) return 'major_outage';
  if (c.down > 0) return 'partial_outage';
  if (c.degraded > 0) return 'degraded';
  return 'operational';
}

export function incidentJson(
  row: IncidentRow,
  updates: { id: string; status: string; message: string; createdAt: Date }[],
): Incident {
  return {
    id: row.id,
    title: row.title,
    impact: row.impact as IncidentImpact,
    status: row.status as IncidentStatus,
    components: row.components.filter((c): c is StatusComponentId =>
      (STATUS_COMPONENTS as readonly string[]).includes(c),
    ),
    startedAt: row.startedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    updates: updates.map((u) => ({
      id: u.id,
      status: u.status as IncidentStatus,
      message: u.message,
      createdAt: u.createdAt.toISOString(),
    })),
  };
}

/** Incidents with their updates (newest first). */
export async function incidentsWithUpdates(db: DbOrTx, rows: IncidentRow[]) {
  const updates = await updatesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    incidentJson(
      r,
      updates.filter((u) => u.incidentId === r.id),
    ),
  );
}

/** Buckets of a period, oldest first, ending with the one holding now (UTC). */
export function bucketStarts(period: UptimePeriod, now = new Date()): Date[] {
  const { minutes, bucketMinutes } = UPTIME_PERIOD_INFO[period];
  const size = bucketMinutes * 60_000;
  const count = minutes / bucketMinutes;
  const last = Math.floor(now.getTime() / size) * size;
  return Array.from({ length: count }, (_, i) => new Date(last - (count - 1 - i) * size));
}

interface Aggregates {
  at: number;
  uptime: Map<StatusComponentId, Record<UptimePeriod, string | null>>;
  platform: PlatformUptime;
  since: Date | null;
}

/** The status page's reads, with the minute aggregates cached per instance. */
export function statusPageService(deps: AppDeps) {
  const { db } = deps.database;
  let aggregates: Promise<Aggregates> | null = null;
  let aggregatesAt = 0;
  let blankAggregates = false;
  const histories = new Map<UptimePeriod, { at: number; value: Promise<StatusHistoryResponse> }>();

  async function loadAggregates(): Promise<Aggregates> {
    const [counts, platform, since] = await Promise.all([
      uptimeCounts(db),
      platformCounts(db),
      monitoringSince(db),
    ]);
    const uptime = new Map(
      counts.map((c) => [
        c.component,
        Object.fromEntries(
          UPTIME_PERIODS.map((p) => [p, uptimePercent(c.observed[p], c.down[p])]),
        ) as Record<UptimePeriod, string | null>,
      ]),
    );
    return { at: Date.now(), uptime, platform: platformUptime(platform), since };
  }

  function cachedAggregates() {
    // Nothing measured yet (a fresh start): ask again next time rather than keep the blanks.
    const blank = aggregatesAt && Date.now() - aggregatesAt > 1000 && blankAggregates;
    if (!aggregates || blank || Date.now() - aggregatesAt > CACHE_MS) {
      aggregatesAt = Date.now();
      aggregates = loadAggregates().then(
        (a) => {
          blankAggregates = a.since === null;
          return a;
        },
        (err: unknown) => {
          aggregates = null;
          throw err;
        },
      );
    }
    return aggregates;
  }

  async function history(period: UptimePeriod): Promise<StatusHistoryResponse> {
    const { bucketMinutes } = UPTIME_PERIOD_INFO[period];
    const starts = bucketStarts(period);
    const rows = await bucketCounts(db, starts[0]!, bucketMinutes);
    const agg = await cachedAggregates();
    return {
      period,
      bucketMinutes,
      components: STATUS_COMPONENTS.map((id) => {
        const mine = new Map(
          rows.filter((r) => r.component === id).map((r) => [r.bucket.getTime(), r]),
        );
        return {
          id,
          name: STATUS_COMPONENT_INFO[id].name,
          uptime: agg.uptime.get(id)?.[period] ?? null,
          bars: starts.map((start) => {
            const r = mine.get(start.getTime());
            const observed = r?.observed ?? 0;
            return {
              start: start.toISOString(),
              observed,
              down: r?.down ?? 0,
              degraded: r?.degraded ?? 0,
              uptime: uptimePercent(observed, r?.down ?? 0),
            };
          }),
        };
      }),
    };
  }

  return {
    /** Forget the cached aggregates (tests that write history directly). */
    invalidate() {
      aggregates = null;
      histories.clear();
    },

    /** The home page's uptime figure (cached with the aggregates). */
    async platformUptime(): Promise<PlatformUptime> {
      return (await cachedAggregates()).platform;
    },

    async history(period: UptimePeriod): Promise<StatusHistoryResponse> {
      const hit = histories.get(period);
      if (hit && Date.now() - hit.at <= CACHE_MS) return hit.value;
      const value = history(period);
      histories.set(period, { at: Date.now(), value });
      value.catch(() => histories.delete(period));
      return value;
    },

    /** Components now, uptime, and the incidents (always fresh: an admin's update shows at once). */
    async status(): Promise<StatusResponse> {
      const [agg, latest, rows] = await Promise.all([
        cachedAggregates(),
        latestChecks(db),
        listIncidents(db, { resolvedSince: new Date(Date.now() - 90 * 86_400_000), limit: 50 }),
      ]);
      const incidents = await incidentsWithUpdates(db, rows);
      const active = incidents.filter((i) => i.status !== 'resolved');
      const recent = incidents.filter((i) => i.status === 'resolved').slice(0, 20);
      const components = STATUS_COMPONENTS.map((id) => {
        const check = latest.find((l) => l.component === id);
        const fromChecks = check ? stateOfMinute(check) : 'unknown';
        const fromIncidents = active
          .filter((i) => i.components.includes(id))
          .map((i) => IMPACT_STATE[i.impact]);
        return {
          id,
          ...STATUS_COMPONENT_INFO[id],
          state: worst([fromChecks, ...fromIncidents]),
          checkedAt: check?.minute.toISOString() ?? null,
          latencyMs: check?.latencyMs ?? null,
          uptime:
            agg.uptime.get(id) ??
            (Object.fromEntries(UPTIME_PERIODS.map((p) => [p, null])) as Record<
              UptimePeriod,
              null
            >),
        };
      });
      const known = components.map((c) => c.state).filter((s) => s !== 'unknown');
      return {
        generatedAt: new Date().toISOString(),
        overall: known.length ? worst(known) : 'unknown',
        monitoringSince: agg.since?.toISOString() ?? null,
        components,
        platform: agg.platform,
        active,
        recent,
      };
    },
  };
}

export type StatusPageService = ReturnType<typeof statusPageService>;

/** One service per app (routes and the page injection share its cache). */
export function statusPage(deps: AppDeps): StatusPageService {
  return (
    deps.services.get<StatusPageService>('status-page') ??
    deps.services.set('status-page', statusPageService(deps))
  );
}
