import { useMemo } from 'react';
import type {
  ComponentState,
  IncidentImpact,
  IncidentStatus,
  StatusComponentId,
  UptimePeriod,
} from '@mizani/shared';
import { useT } from '@/lib/i18n/use-t';
import {
  bucketLabel,
  durationParts,
  PERIOD_KEY,
  percentIn,
  utcDateTime,
  type Tone,
} from './present';

/**
 * The status page's words and figures in the page's language (issue 20): component names and
 * states, tones, periods, durations, UTC times and uptime percentages. Incident titles and updates
 * are the operations team's English, shown as written.
 */
export function useStatusText() {
  const { t, locale } = useT();
  return useMemo(
    () => ({
      t,
      locale,
      component: (id: StatusComponentId) => t(`status.component.${id}`),
      componentInfo: (id: StatusComponentId) => t(`status.component.${id}Info`),
      state: (s: ComponentState) => t(`status.state.${s}`),
      overall: (s: ComponentState) => t(`status.overall.${s}`),
      tone: (tone: Tone) => t(`status.tone.${tone}`),
      impact: (i: IncidentImpact) => t(`status.impact.${i}`),
      incidentStatus: (s: IncidentStatus) => t(`status.incident.${s}`),
      period: (
        id:
          | 'button'
          | 'intro'
          | 'ago'
          | 'showTable'
          | 'tableRegion'
          | 'caption'
          | 'barsNone'
          | 'bars',
        p: UptimePeriod,
        values?: Record<string, string | number>,
      ) => t(`status.period.${id}`, { period: PERIOD_KEY[p], ...values }),
      percent: (uptime: string | null) => percentIn(locale, uptime),
      utc: (iso: string) => utcDateTime(iso, locale),
      bucket: (iso: string, p: UptimePeriod) => bucketLabel(iso, p, locale),
      duration: (minutes: number) => {
        const { d, h, m } = durationParts(minutes);
        if (d) return h ? t('status.duration.dh', { d, h }) : t('status.duration.d', { d });
        if (!h) return t('status.duration.min', { m });
        return m ? t('status.duration.hm', { h, m }) : t('status.duration.h', { h });
      },
    }),
    [t, locale],
  );
}
