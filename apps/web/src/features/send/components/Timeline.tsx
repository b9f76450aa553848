import type { Arrival, TimelineStep } from '@mizani/shared';
import { useFormat } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

// A transfer's timeline and arrival in words: the Send tab's receipt and the public tracking page.

export function useArrivalText() {
  const { t } = useT();
  const fmt = useFormat();
  return (a: Arrival) => {
    if (a.kind === 'minutes') {
      const by = new Date(a.by);
      const today = by.toDateString() === new Date().toDateString();
      const time = by.toLocaleTimeString(fmt.locale, { hour: '2-digit', minute: '2-digit' });
      return today
        ? t('send.arrival.byToday', { time })
        : t('send.arrival.by', { when: fmt.dateTime(a.by) });
    }
    return t('send.arrival.days', { min: a.min, max: a.max });
  };
}

const STEP_IDS: Record<TimelineStep['step'], MessageId> = {
  created: 'send.step.created',
  paid_in: 'send.step.paidIn',
  converted: 'send.step.converted',
  sent: 'send.step.sent',
  delivered: 'send.step.delivered',
  cancelled: 'send.step.cancelled',
  refunded: 'send.step.refunded',
};

/** created → paid in → converted → sent to the network → delivered, each with its time. */
export function Timeline({ steps }: { steps: TimelineStep[] }) {
  const { t } = useT();
  const fmt = useFormat();
  return (
    <ol className="grid gap-2 text-sm" aria-label={t('send.timeline')} data-testid="timeline">
      {steps.map((s) => (
        <li key={s.step} className="flex items-center gap-2" data-done={s.at ? 'true' : 'false'}>
          <span
            aria-hidden="true"
            className={`size-2.5 shrink-0 rounded-full ${s.at ? 'bg-emerald-600' : 'border border-muted-foreground'}`}
          />
          <span className={s.at ? 'font-medium' : 'text-muted-foreground'}>
            {t(STEP_IDS[s.step])}
          </span>
          <span className="ml-auto text-xs text-muted-foreground tabular-nums">
            {s.at ? fmt.dateTime(s.at) : t('send.step.waiting')}
          </span>
        </li>
      ))}
    </ol>
  );
}
