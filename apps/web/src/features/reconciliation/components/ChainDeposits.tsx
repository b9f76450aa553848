import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHAIN_DEPOSIT_STATUSES } from '@mizani/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { selectClasses } from '@/components/ui/labelled-field';
import { useT } from '@/lib/i18n/use-t';
import { chainDepositsQuery } from '../api/reconciliation';

/** Stablecoin deposits (issue 40, docs/stablecoins.md): every holder's, by status. */
export function ChainDeposits() {
  const { t } = useT();
  const [status, setStatus] = useState('');
  const q = useQuery(chainDepositsQuery(status));
  if (q.data && !q.data.available) return null;
  const list = q.data?.deposits ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.recon.chainTitle')}</CardTitle>
        <CardDescription>
          {t('admin.recon.chainHint', { confirmations: q.data?.confirmations ?? 0 })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label className="grid max-w-xs gap-1 text-sm" htmlFor="recon-chain-status">
          {t('admin.recon.status')}
          <select
            id="recon-chain-status"
            className={selectClasses}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">{t('admin.recon.chainAll')}</option>
            {CHAIN_DEPOSIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`funding.crypto.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={t('admin.recon.chainTitle')}
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
                <th className="py-1 pr-3">{t('admin.recon.chainCredit')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((d) => (
                <tr key={d.id} className="border-t align-top">
                  <td className="py-1 pr-3 break-all">{d.holder}</td>
                  <td className="py-1 pr-3">
                    {d.amount ?? '—'} {d.asset ?? d.tokenAddress}
                  </td>
                  <td className="py-1 pr-3">{t(`funding.crypto.status.${d.status}`)}</td>
                  <td className="py-1 pr-3">
                    {d.confirmations}/{d.confirmationsRequired}
                  </td>
                  <td className="py-1 pr-3 font-mono text-xs break-all">
                    {d.txHash} · {t('admin.recon.chainBlock', { block: d.blockNumber })}
                  </td>
                  <td className="py-1 pr-3">
                    {d.creditAmount ? `${d.creditAmount} ${d.creditCurrency}` : '—'}
                    {d.depositReference ? ` · ${d.depositReference}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {q.data && !list.length ? (
            <p className="py-2 text-sm text-muted-foreground">{t('admin.recon.chainNone')}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
