import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CURRENCY_CODES, type CryptoDeposit, type StablecoinAsset } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { selectClasses } from '@/components/ui/labelled-field';
import { CopyValue } from '@/components/copy-value';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useMay } from '@/lib/queries/holder-role';
import { walletKeys } from '@/lib/queries/wallet';
import { useIntentStablecoin } from '@/lib/dashboard-intent';
import {
  cryptoAddressesQuery,
  cryptoDepositsQuery,
  cryptoSettingsQuery,
  requestCryptoAddress,
  saveCryptoSettings,
} from '../api/wallet';

/** The select's value for "keep the stablecoin itself" (not a currency code). */
const KEEP = 'keep';

/**
 * What a credited deposit becomes: USD, the stablecoin itself in its own wallet, or sold at once
 * for another currency (one choice; the server refuses two).
 */
function ConvertOnArrival() {
  const qc = useQueryClient();
  const { t } = useT();
  const settings = useQuery(cryptoSettingsQuery());
  const m = useMutation({
    mutationFn: saveCryptoSettings,
    onSuccess: (saved) => {
      qc.setQueryData(cryptoSettingsQuery().queryKey, saved);
      toast.success(t('funding.crypto.convertSaved'));
    },
    onError: (err) => toast.error(errorText(err)),
  });
  // In a business it is an owner's choice (the server refuses anyone else).
  const mayChange = useMay('settings');
  if (!settings.data) return null;
  return (
    <FormField
      id="crypto-convert"
      label={t('funding.crypto.convert')}
      hint={mayChange ? undefined : t('funding.crypto.ownerOnly')}
    >
      <select
        id="crypto-convert"
        className={selectClasses}
        value={settings.data.keepStablecoin ? KEEP : (settings.data.convertTo ?? '')}
        disabled={m.isPending || !mayChange}
        onChange={(e) =>
          m.mutate({
            convertTo: e.target.value === KEEP ? null : e.target.value || null,
            keepStablecoin: e.target.value === KEEP,
          })
        }
      >
        <option value="">{t('funding.crypto.keepUsd')}</option>
        <option value={KEEP}>{t('funding.crypto.keepStablecoin')}</option>
        {CURRENCY_CODES.filter((c) => c !== 'USD').map((c) => (
          <option key={c} value={c}>
            {t('funding.crypto.convertTo', { currency: c })}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The QR code of an address as a data URL (the library loads only here); null if it fails. */
async function addressQrCode(address: string): Promise<string | null> {
  try {
    const QRCode = await import('qrcode');
    return await QRCode.toDataURL(address, { margin: 1, width: 200 });
  } catch (err) {
    console.warn('QR code failed', err);
    return null;
  }
}

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

function DepositItem({ d }: { d: CryptoDeposit }) {
  const { t } = useT();
  const fmt = useFormat();
  const asset = d.asset ?? t('funding.crypto.otherToken');
  return (
    <li className="grid gap-0.5 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-navy-900">
          {d.amount ?? '—'} {asset}
        </span>
        <span
          className={
            d.status === 'credited'
              ? 'text-emerald-700'
              : d.status === 'pending'
                ? 'text-amber-700'
                : 'text-red-700'
          }
        >
          {t(`funding.crypto.status.${d.status}`)}
        </span>
      </div>
      {d.status === 'pending' ? (
        <span className="text-muted-foreground">
          {t('funding.crypto.confirmations', {
            count: d.confirmations,
            required: d.confirmationsRequired,
          })}
        </span>
      ) : null}
      {d.status === 'credited' && d.creditAmount && d.creditCurrency ? (
        <span className="text-muted-foreground">
          {t('funding.crypto.credited', {
            amount: fmt.money(d.creditAmount, d.creditCurrency),
          })}
          {d.convertOrderId ? ` · ${t('funding.crypto.converted')}` : ''}
          {d.convertNote ? ` · ${t('funding.crypto.notConverted', { reason: d.convertNote })}` : ''}
        </span>
      ) : null}
      <span className="font-mono text-xs break-all text-muted-foreground">
        {t('funding.crypto.transaction')} {short(d.txHash)}
      </span>
    </li>
  );
}

/**
 * Deposit stablecoin (issue 40): the holder's own address for USDC or USDT on the platform's
 * network, with its QR code, the network in words and the warning that other tokens or networks
 * are lost; then each deposit from pending (its confirmations) to credited.
 */
export function StablecoinDeposit() {
  const qc = useQueryClient();
  const { t } = useT();
  const info = useQuery(cryptoAddressesQuery());
  const deposits = useQuery({ ...cryptoDepositsQuery(), enabled: !!info.data?.available });
  const [asset, setAsset] = useState<StablecoinAsset>('USDC');
  // "Add" on a USDC or USDT balance card opens this card on that asset.
  const intent = useIntentStablecoin();
  useEffect(() => {
    if (intent) setAsset(intent);
  }, [intent]);
  const [qr, setQr] = useState<string | null>(null);
  const address = info.data?.addresses.find((a) => a.asset === asset);
  const m = useMutation({
    mutationFn: requestCryptoAddress,
    onSuccess: () => void qc.invalidateQueries({ queryKey: cryptoAddressesQuery().queryKey }),
    onError: (err) => toast.error(errorText(err)),
  });

  useEffect(() => {
    let live = true;
    setQr(null);
    if (address) void addressQrCode(address.address).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [address]);

  // The balances and the transactions list follow as soon as a deposit is credited.
  const credited = deposits.data?.deposits.filter((d) => d.status === 'credited').length ?? 0;
  const seen = useRef(credited);
  useEffect(() => {
    if (credited > seen.current) void qc.invalidateQueries({ queryKey: walletKeys.all });
    seen.current = credited;
  }, [credited, qc]);

  if (info.isPending) return null;
  if (!info.data?.available || !info.data.network) return null;
  const network = info.data.network;
  const list = deposits.data?.deposits ?? [];

  return (
    <Card id="deposit-stablecoin">
      <CardHeader>
        <CardTitle>{t('funding.crypto.title')}</CardTitle>
        <CardDescription>
          {t('funding.crypto.description', { confirmations: network.confirmations })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="crypto-asset" label={t('funding.crypto.asset')}>
            <select
              id="crypto-asset"
              className={selectClasses}
              value={asset}
              onChange={(e) => setAsset(e.target.value as StablecoinAsset)}
            >
              {info.data.assets.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="crypto-network" label={t('funding.crypto.network')}>
            <select id="crypto-network" className={selectClasses} value={network.id} disabled>
              <option value={network.id}>{network.name}</option>
            </select>
          </FormField>
        </div>
        <ConvertOnArrival />
        {address ? (
          <div className="grid gap-3">
            <p
              role="note"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {t('funding.crypto.warning', { asset, network: network.name })}
            </p>
            <div className="grid items-center gap-3 sm:grid-cols-[auto_1fr]">
              {qr ? (
                <img
                  src={qr}
                  width={160}
                  height={160}
                  alt={t('funding.crypto.qrAlt', { asset, network: network.name })}
                  className="rounded border bg-white"
                />
              ) : null}
              <div className="grid gap-1 text-sm">
                <span className="text-muted-foreground">
                  {t('funding.crypto.yourAddress', { asset, network: network.name })}
                </span>
                <CopyValue
                  label={t('funding.crypto.addressLabel')}
                  value={address.address}
                  testId="crypto-address"
                />
              </div>
            </div>
          </div>
        ) : (
          <Button
            type="button"
            onClick={() => m.mutate({ asset, network: network.id })}
            disabled={m.isPending}
          >
            {t('funding.crypto.show', { asset })}
          </Button>
        )}
        <section aria-labelledby="crypto-deposits-heading" className="grid gap-2">
          <h3 id="crypto-deposits-heading" className="text-sm font-medium text-navy-900">
            {t('funding.crypto.deposits')}
          </h3>
          {list.length ? (
            <ul className="grid gap-2" aria-live="polite">
              {list.map((d) => (
                <DepositItem key={d.id} d={d} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('funding.crypto.none')}</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
