import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { selectAccount } from '@/lib/account';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { needsActionQuery } from '../api/business';
import { describeApproval, describeTreasury } from './labels';

/**
 * "Needs your action" on the overview (issue 34): every approval and confirmation the person owes
 * across their businesses, with its count; Open switches to that business's Business tab, where
 * the request waits on top with its button. Nothing is drawn when nothing is owed.
 */
export function NeedsAction({ goTo }: { goTo: (tab: string) => void }) {
  const q = useQuery(needsActionQuery());
  const { t } = useT();
  const fmt = useFormat();
  if (!q.data?.count) return null;
  return (
    <Card data-testid="needs-action">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {t('business.needsAction')}
          <span
            className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900"
            data-testid="needs-action-count"
          >
            {q.data.count}
          </span>
        </CardTitle>
        <CardDescription>{t('business.needsActionIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {q.data.items.map(({ businessId, businessName, approval }) => (
            <li
              key={approval.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
            >
              <div className="text-sm">
                <p className="font-medium">{describeApproval(approval, t, fmt.money)}</p>
                {approval.treasury ? (
                  <p data-testid="needs-action-treasury">{describeTreasury(approval, t, fmt)}</p>
                ) : null}
                <p className="text-muted-foreground">
                  {businessName} ·{' '}
                  {approval.canDecide ? t('business.owedDecision') : t('business.owedConfirmation')}
                </p>
              </div>
              <Button
                size="sm"
                onClick={() => {
                  selectAccount(businessId);
                  goTo('business');
                }}
              >
                {t('business.openRequest')}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
