import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Forward } from '@mizani/shared';
import { QueryState } from '@/components/admin-list';
import { Button } from '@/components/ui/button';
import { invalidateAdmin } from '@/lib/admin-cache';
import { api } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';

// People's forward contracts above the four-eyes setting (issue 41 item 3): a second admin
// approves (the contract opens) or rejects (its margin comes back). The booker is never the one.

type Waiting = Forward & { holderEmail: string | null; amountUsd: string };
const reviewKey = ['admin', 'forwards', 'review'] as const;
const reviewQuery = () =>
  queryOptions({
    queryKey: reviewKey,
    queryFn: () => api<{ forwards: Waiting[] }>('/api/admin/forwards/review'),
  });

export function ForwardReviews() {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const q = useQuery(reviewQuery());
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      api(`/api/admin/forwards/${id}/${decision}`, { method: 'POST', body: {} }),
    onSuccess: (_r, v) => {
      toast.success(
        t(v.decision === 'approve' ? 'admin.forwards.approved' : 'admin.forwards.rejected'),
      );
      invalidateAdmin(qc, reviewKey);
    },
    onError: (err) =>
      toast.error(t('admin.forwards.decisionFailed'), { description: errorText(err) }),
  });
  return (
    <section className="grid gap-3" aria-label={t('admin.forwards.review')}>
      <h3 className="font-semibold text-navy-900">{t('admin.forwards.review')}</h3>
      <QueryState query={q} rows={2}>
        {(data) =>
          data.forwards.length ? (
            <ul className="divide-y divide-border">
              {data.forwards.map((f) => (
                <li
                  key={f.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold break-words text-navy-900">
                      {f.reference} · {fmt.money(f.sellAmount, f.sellCurrency)} → {f.buyCurrency} ·{' '}
                      {f.valueDate}
                    </p>
                    <p className="break-words text-muted-foreground">
                      {f.holderEmail} ·{' '}
                      {t('admin.forwards.usd', { amount: fmt.money(f.amountUsd, 'USD') })}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      aria-label={t('admin.forwards.approveLabel', { reference: f.reference })}
                      onClick={() => decide.mutate({ id: f.id, decision: 'approve' })}
                    >
                      {t('admin.forwards.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={decide.isPending}
                      aria-label={t('admin.forwards.rejectLabel', { reference: f.reference })}
                      onClick={() => decide.mutate({ id: f.id, decision: 'reject' })}
                    >
                      {t('admin.forwards.reject')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('admin.forwards.noneWaiting')}</p>
          )
        }
      </QueryState>
    </section>
  );
}
