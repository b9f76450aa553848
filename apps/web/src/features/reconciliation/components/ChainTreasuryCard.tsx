import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { chainTreasuryQuery } from '../api/reconciliation';

/**
 * The chain's treasury (issue 40, docs/stablecoins.md): the hot wallet's balances with the
 * low-balance alert, the signer's reachability, and on-chain balances reconciled against the
 * records (deposits credited, payouts confirmed; the difference is the house's float).
 */
export function ChainTreasuryCard() {
  const { t } = useT();
  const q = useQuery(chainTreasuryQuery());
  if (q.data && !q.data.available) return null;
  const hot = q.data?.hotWallet;
  const lowOnes = hot?.tokens.filter((x) => x.low) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.chain.treasuryTitle')}</CardTitle>
        <CardDescription>{t('admin.chain.treasuryHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {q.isError ? <p role="alert">{t('admin.chain.treasuryError')}</p> : null}
        {q.data ? (
          <p className={q.data.signer.reachable ? 'text-emerald-700' : 'text-red-700'}>
            {q.data.signer.reachable ? t('admin.chain.signerUp') : t('admin.chain.signerDown')}
          </p>
        ) : null}
        {lowOnes.length ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
            {t('admin.chain.lowAlert', {
              assets: lowOnes.map((x) => x.asset).join(', '),
              threshold: hot!.lowThresholdUsd,
            })}
          </p>
        ) : null}
        {hot ? (
          <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="text-muted-foreground">{t('admin.chain.hotWallet')}</dt>
            <dd className="font-mono text-xs break-all">{hot.address}</dd>
            <dt className="text-muted-foreground">{t('admin.chain.gasBalance')}</dt>
            <dd>{hot.native}</dd>
            {hot.tokens.map((x) => (
              <div key={x.asset} className="contents">
                <dt className="text-muted-foreground">{x.asset}</dt>
                <dd className={x.low ? 'font-medium text-red-700' : undefined}>{x.balance}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {q.data?.reconciliation.length ? (
          <div
            className="overflow-x-auto"
            role="region"
            aria-label={t('admin.chain.reconTitle')}
            tabIndex={0}
          >
            <table className="w-full">
              <caption className="pb-1 text-left font-medium text-navy-900">
                {t('admin.chain.reconTitle')}
              </caption>
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 pr-3">{t('admin.chain.asset')}</th>
                  <th className="py-1 pr-3">{t('admin.chain.onChain')}</th>
                  <th className="py-1 pr-3">{t('admin.chain.depositsIn')}</th>
                  <th className="py-1 pr-3">{t('admin.chain.payoutsOut')}</th>
                  <th className="py-1 pr-3">{t('admin.chain.inFlight')}</th>
                  <th className="py-1 pr-3">{t('admin.chain.difference')}</th>
                </tr>
              </thead>
              <tbody>
                {q.data.reconciliation.map((r) => (
                  <tr key={r.asset} className="border-t">
                    <td className="py-1 pr-3">{r.asset}</td>
                    <td className="py-1 pr-3">{r.onChain}</td>
                    <td className="py-1 pr-3">{r.depositsIn}</td>
                    <td className="py-1 pr-3">{r.payoutsOut}</td>
                    <td className="py-1 pr-3">{r.inFlight}</td>
                    <td className="py-1 pr-3 font-medium">{r.difference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
