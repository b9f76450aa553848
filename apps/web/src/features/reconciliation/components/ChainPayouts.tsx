import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAIN_PAYOUT_STATUSES, type AdminChainPayout } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { selectClasses } from '@/components/ui/labelled-field';
import { errorText } from '@/lib/error-messages';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { chainPayoutsQuery, decideChainPayout, reconciliationKey } from '../api/reconciliation';

function Decide({ p }: { p: AdminChainPayout }) {
  const { t } = useT();
  const qc = useQueryClient();
  const m = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideChainPayout(p.id, decision),
    onSuccess: () => {
      toast.success(t('admin.chain.decided'));
      void qc.invalidateQueries({ queryKey: reconciliationKey });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        onClick={() => m.mutate('approve')}
        disabled={m.isPending}
        aria-label={t('admin.chain.approveRef', { reference: p.reference })}
      >
        {p.status === 'screening_hold' ? t('admin.chain.clear') : t('admin.chain.approve')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => m.mutate('reject')}
        disabled={m.isPending}
        aria-label={t('admin.chain.rejectRef', { reference: p.reference })}
      >
        {t('admin.chain.reject')}
      </Button>
    </div>
  );
}

/** On-chain payouts (issue 40): hashes, confirmations, and the decisions on those that wait. */
export function ChainPayouts() {
  const { t } = useT();
  const [status, setStatus] = useState('');
  const q = useQuery(chainPayoutsQuery(status));
  if (q.data && !q.data.available) return null;
  const list = q.data?.payouts ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.chain.payoutsTitle')}</CardTitle>
        <CardDescription>{t('admin.chain.payoutsHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label className="grid max-w-xs gap-1 text-sm" htmlFor="recon-chain-payout-status">
          {t('admin.recon.status')}
          <select
            id="recon-chain-payout-status"
            className={selectClasses}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">{t('admin.recon.chainAll')}</option>
            {CHAIN_PAYOUT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`funding.cryptoPayout.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={t('admin.chain.payoutsTitle')}
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-3">{t('admin.recon.chainHolder')}</th>
                <th className="py-1 pr-3">{t('admin.recon.chainAmount')}</th>
                <th className="py-1 pr-3">{t('admin.recon.status')}</th>
                <th className="py-1 pr-3">{t('admin.recon.chainConfirmations')}</th>
                <th className="py-1 pr-3">{t('admin.recon.chainTx')}</th>
                <th className="py-1 pr-3">{t('admin.chain.action')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p.id} className="border-t align-top">
                  <td className="py-1 pr-3 break-all">
                    {p.holder}
                    <div className="font-mono text-xs">{p.reference}</div>
                  </td>
                  <td className="py-1 pr-3">
                    {p.amount} {p.asset}
                    <div className="font-mono text-xs break-all">{p.toAddress}</div>
                  </td>
                  <td className="py-1 pr-3">
                    {t(`funding.cryptoPayout.status.${p.status}`)}
                    {p.screeningMatches?.length ? (
                      <div className="text-xs text-red-700">
                        {p.screeningMatches.map((x) => `${x.listName}: ${x.name}`).join('; ')}
                      </div>
                    ) : null}
                    {p.lastError ? (
                      <div className="text-xs text-muted-foreground">{p.lastError}</div>
                    ) : null}
                  </td>
                  <td className="py-1 pr-3">
                    {p.confirmations}/{p.confirmationsRequired}
                  </td>
                  <td className="py-1 pr-3 font-mono text-xs break-all">
                    {p.txHash ?? '—'}
                    {p.nonce != null ? ` · nonce ${p.nonce}` : ''}
                  </td>
                  <td className="py-1 pr-3">
                    {p.status === 'screening_hold' || p.status === 'awaiting_approval' ? (
                      <Decide p={p} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {q.data && !list.length ? (
            <p className="py-2 text-sm text-muted-foreground">{t('admin.chain.payoutsNone')}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
