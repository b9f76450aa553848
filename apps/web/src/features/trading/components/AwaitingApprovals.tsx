import { useQuery } from '@tanstack/react-query';
import type { ApprovalEventKind } from '@mizani/shared';
import { useSelectedAccount } from '@/lib/account';
import { useFormat } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { useAuth } from '@/lib/session';
import { awaitingConversionsQuery } from '../api/orders';

/** The steps of a request the member sees in their history; the others are the approvers' words. */
const STEP: Partial<Record<ApprovalEventKind, MessageId>> = {
  requested: 'trade.approvalTimeline.requested',
  approved: 'trade.approvalTimeline.approved',
};

/**
 * A business member's own conversions waiting for approval, on top of their order history
 * (issue 34 item 2): sending one for approval must not look like nothing happened.
 */
export function AwaitingApprovals() {
  const businessId = useSelectedAccount();
  const { user } = useAuth();
  const { t } = useT();
  const fmt = useFormat();
  const q = useQuery({ ...awaitingConversionsQuery(businessId ?? ''), enabled: !!businessId });
  const mine = (q.data?.approvals ?? []).filter(
    (a) => a.operation === 'convert' && a.requestedBy.id === user?.id && a.conversion,
  );
  if (!businessId || mine.length === 0) return null;
  return (
    <section aria-labelledby="awaiting-approval-title" className="grid gap-2">
      <h3 id="awaiting-approval-title" className="text-sm font-semibold text-navy-900">
        {t('trade.awaitingTitle')}
      </h3>
      <ul className="grid gap-2">
        {mine.map((a) => {
          const c = a.conversion!;
          return (
            <li key={a.id} className="rounded-lg border border-amber-200 bg-amber-50/50 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="tabular-nums">
                  {fmt.money(c.quotedSellAmount, c.sellCurrency)} →{' '}
                  {fmt.money(c.quotedBuyAmount, c.buyCurrency)}
                </span>
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {t('trade.awaitingApproval')} ·{' '}
                  {t('trade.approvalProgress', {
                    approvals: a.approvals,
                    required: a.approvalsRequired,
                  })}
                </span>
              </div>
              <ol className="mt-1 grid gap-0.5 text-xs text-muted-foreground">
                {a.timeline
                  .filter((e) => STEP[e.kind])
                  .map((e, i) => (
                    <li key={i}>
                      {t(STEP[e.kind]!)}
                      {e.by ? ` · ${e.by}` : ''} — {fmt.dateTime(e.at)}
                    </li>
                  ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
