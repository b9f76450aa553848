import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mobileNetworkName } from '@mizani/shared/constants/beneficiary-countries';
import type { PayoutMethod, TransferQuoteRequest } from '@mizani/shared';
import { FlowSteps } from '@/components/money/summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useSearchParams } from '@/lib/nav';
import type { GoTo } from '@/lib/dashboard-intent';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { notificationsKeys } from '@/lib/queries/notifications';
import { walletKeys } from '@/lib/queries/wallet';
import {
  confirmTransfer,
  corridorsQuery,
  createTransfer,
  payeesQuery,
  quoteQuery,
  sendKeys,
  transferQuery,
  transfersQuery,
  type PayInStarted,
  type Transfer,
} from '../api/send';
import { useSettled } from '../lib/use-settled';
import { RecurringTransfers } from './RecurringTransfers';
import { TransferReview } from './TransferReview';
import { BankPayment } from './BankPayment';
import { PhonePayment } from './PhonePayment';
import { StablecoinPayment } from './StablecoinPayment';
import { useArrivalText } from './Timeline';
import { TransferHistory } from './TransferHistory';
import { TransferReceipt } from './TransferReceipt';

// Send money (issue 38): you send / they receive (either typed, priced live), the recipient, a
// review, then the receipt that follows the transfer to delivery. Money moves only at Confirm.

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

export function SendTab({ goTo }: { goTo: GoTo }) {
  const { t } = useT();
  const fmt = useFormat();
  const qc = useQueryClient();
  const arrival = useArrivalText();
  const corridors = useQuery(corridorsQuery());
  const bens = useQuery(payeesQuery());
  const history = useQuery(transfersQuery());
  // The home page's calculator opens this tab with its corridor and amount (SendCalculator).
  const [params] = useSearchParams();
  const [corridorId, setCorridorId] = useState(() => params.get('corridor') ?? '');
  const [method, setMethod] = useState<PayoutMethod>('mobile_money');
  const [side, setSide] = useState<'send' | 'receive'>('send');
  const [typed, setTyped] = useState(() => {
    const a = params.get('amount');
    return a && AMOUNT.test(a) ? a : '100';
  });
  const [beneficiaryId, setBeneficiaryId] = useState('');
  const [contact, setContact] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [review, setReview] = useState<Transfer | null>(null);
  const [receiptId, setReceiptId] = useState<string | null>(null);
  // A transfer paid in from the phone: its prompt's deposit, followed until the transfer is sent.
  const [paying, setPaying] = useState<PayInStarted | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const list = useMemo(() => corridors.data?.corridors ?? [], [corridors.data]);
  const corridor = list.find((c) => c.id === corridorId) ?? list[0];
  useEffect(() => {
    if (corridor && !corridor.payoutMethods.includes(method)) setMethod(corridor.payoutMethods[0]!);
  }, [corridor, method]);
  const amount = useSettled(typed.trim());
  const amountOk = AMOUNT.test(amount) && Number(amount) > 0;
  const req: TransferQuoteRequest | null =
    corridor && amountOk ? { corridorId: corridor.id, payoutMethod: method, side, amount } : null;
  const quote = useQuery(quoteQuery(req));
  const payees = (bens.data?.beneficiaries ?? []).filter(
    (b) =>
      corridor &&
      b.kind === method &&
      b.currency === corridor.destCurrency &&
      b.country === corridor.destCountry,
  );
  const payee = payees.find((b) => b.id === beneficiaryId) ?? payees[0];

  const create = useMutation({
    mutationFn: () =>
      createTransfer({
        corridorId: corridor!.id,
        payoutMethod: method,
        side,
        amount,
        idempotencyKey: key,
        recipient:
          method === 'wallet'
            ? { type: 'client', contact: contact.trim() }
            : { type: 'beneficiary', beneficiaryId: payee?.id ?? '' },
      }),
    onSuccess: ({ transfer }) => {
      setFieldErrors({});
      setReview(transfer);
    },
    onError: (err) => setFieldErrors(err instanceof ApiError ? (err.fields ?? {}) : {}),
  });
  const confirm = useMutation({
    mutationFn: (id: string) => confirmTransfer(id),
    onSuccess: ({ transfer }) => {
      qc.setQueryData(transferQuery(transfer.id).queryKey, { transfer });
      void qc.invalidateQueries({ queryKey: walletKeys.all });
      void qc.invalidateQueries({ queryKey: sendKeys.all });
      void qc.invalidateQueries({ queryKey: notificationsKeys.all });
      setReview(null);
      setReceiptId(transfer.id);
    },
  });
  /** A transfer paid in for alone, sent (or to be paid later): its receipt, balances refreshed. */
  const toReceipt = (id: string) => {
    void qc.invalidateQueries({ queryKey: walletKeys.all });
    void qc.invalidateQueries({ queryKey: sendKeys.all });
    void qc.invalidateQueries({ queryKey: notificationsKeys.all });
    setPaying(null);
    setReview(null);
    setReceiptId(id);
  };
  const restart = () => {
    setKey(crypto.randomUUID());
    setReview(null);
    setPaying(null);
    setReceiptId(null);
    confirm.reset();
    create.reset();
  };

  /**
   * "Send again" from the history (issue 38): the same corridor, way, recipient and amount sent,
   * priced afresh (a new quote at today's rate) and reviewed again before anything moves.
   */
  const sendAgain = (tr: Transfer) => {
    restart();
    setFieldErrors({});
    setCorridorId(tr.corridorId);
    setMethod(tr.payoutMethod as PayoutMethod);
    setSide('send');
    setTyped(tr.sendAmount);
    if (tr.recipient.beneficiaryId) setBeneficiaryId(tr.recipient.beneficiaryId);
    if (tr.recipient.kind === 'client') setContact(tr.recipient.phone ?? '');
    document.getElementById('send')?.scrollIntoView({ block: 'start' });
  };

  const q = quote.data?.quote;
  const otherAmount = q ? (side === 'send' ? q.receiveAmount : q.sendAmount) : '';
  const corridorLabel = (c: (typeof list)[number]) =>
    t('send.corridor', {
      from: c.sourceCurrency,
      to: c.destCurrency,
      country: fmt.countryName(c.destCountry),
    });
  const methodLabel = (m: PayoutMethod) => t(`send.method.${m}` as MessageId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="send">{t('send.title')}</h2>
        </CardTitle>
        <CardDescription>{t('send.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {corridors.isLoading ? (
          <Skeleton className="h-48" />
        ) : corridors.isError ? (
          <p role="alert">{errorText(corridors.error)}</p>
        ) : !corridor ? (
          <p className="text-sm text-muted-foreground">{t('send.noCorridors')}</p>
        ) : receiptId ? (
          <TransferReceipt id={receiptId} onNew={restart} />
        ) : paying?.kind === 'bank' ? (
          <BankPayment
            transferId={paying.transfer.id}
            deposit={paying.deposit}
            onSent={() => toReceipt(paying.transfer.id)}
            onLater={() => toReceipt(paying.transfer.id)}
          />
        ) : paying?.kind === 'stablecoin' ? (
          <StablecoinPayment
            transferId={paying.transfer.id}
            deposit={paying.deposit}
            onSent={() => toReceipt(paying.transfer.id)}
            onLater={() => toReceipt(paying.transfer.id)}
          />
        ) : paying?.kind === 'phone' ? (
          <PhonePayment
            transferId={paying.transfer.id}
            deposit={paying.deposit}
            onSent={() => toReceipt(paying.transfer.id)}
            onBack={() => setPaying(null)}
          />
        ) : review ? (
          <TransferReview
            review={review}
            pending={confirm.isPending}
            error={confirm.isError ? confirm.error : null}
            onConfirm={() => confirm.mutate(review.id)}
            onEdit={restart}
            onPayingIn={setPaying}
          />
        ) : (
          <form
            className="grid gap-4 sm:grid-cols-2"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!amountOk) {
                setFieldErrors({ amount: t('send.amountInvalid') });
                return;
              }
              create.mutate();
            }}
          >
            <div className="sm:col-span-2">
              <FlowSteps current={0} />
            </div>
            <FormField id="send-corridor" label={t('send.where')}>
              <select
                className={selectClasses}
                value={corridor.id}
                onChange={(e) => setCorridorId(e.target.value)}
              >
                {list.map((c) => (
                  <option key={c.id} value={c.id}>
                    {corridorLabel(c)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="send-method" label={t('send.how')} error={fieldErrors.payoutMethod}>
              <select
                className={selectClasses}
                value={method}
                onChange={(e) => setMethod(e.target.value as PayoutMethod)}
              >
                {corridor.payoutMethods.map((m) => (
                  <option key={m} value={m}>
                    {methodLabel(m)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="send-amount-send"
              label={t('send.youSendIn', { currency: corridor.sourceCurrency })}
              error={side === 'send' ? fieldErrors.amount : undefined}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={side === 'send' ? typed : otherAmount}
                onChange={(e) => {
                  setSide('send');
                  setTyped(e.target.value);
                }}
              />
            </FormField>
            <FormField
              id="send-amount-receive"
              label={t('send.theyReceiveIn', { currency: corridor.destCurrency })}
              error={side === 'receive' ? fieldErrors.amount : undefined}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={side === 'receive' ? typed : otherAmount}
                onChange={(e) => {
                  setSide('receive');
                  setTyped(e.target.value);
                }}
              />
            </FormField>
            <div
              className="sm:col-span-2 rounded-lg border bg-muted/40 p-3 text-sm"
              aria-live="polite"
            >
              {quote.isError ? (
                <p role="alert">{errorText(quote.error)}</p>
              ) : q ? (
                <dl className="grid grid-cols-2 gap-1" data-testid="send-quote">
                  <dt className="text-muted-foreground">{t('send.rate')}</dt>
                  <dd className="text-right tabular-nums">
                    1 {q.sourceCurrency} = {fmt.rate(q.rate)} {q.destCurrency}
                  </dd>
                  <dt className="text-muted-foreground">{t('money.mizaniFee')}</dt>
                  <dd className="text-right tabular-nums">{fmt.money(q.fee, q.sourceCurrency)}</dd>
                  <dt className="text-muted-foreground">{t('send.total')}</dt>
                  <dd className="text-right font-semibold tabular-nums">
                    {fmt.money(q.total, q.sourceCurrency)}
                  </dd>
                  <dt className="text-muted-foreground">{t('money.arrives')}</dt>
                  <dd className="text-right">{arrival(q.arrival)}</dd>
                </dl>
              ) : (
                <p className="text-muted-foreground">{t('send.typeAmount')}</p>
              )}
            </div>
            {method === 'wallet' ? (
              <FormField
                id="send-contact"
                className="sm:col-span-2"
                label={t('send.contact')}
                hint={t('send.contactHint')}
                error={fieldErrors['recipient.contact'] ?? fieldErrors.recipient}
              >
                <Input
                  autoComplete="off"
                  value={contact}
                  onChange={(e) => setContact(e.target.value)}
                />
              </FormField>
            ) : payees.length ? (
              <FormField
                id="send-payee"
                className="sm:col-span-2"
                label={t('send.recipient')}
                error={fieldErrors.recipient}
              >
                <select
                  className={selectClasses}
                  value={payee?.id ?? ''}
                  onChange={(e) => setBeneficiaryId(e.target.value)}
                >
                  {payees.map((b) => (
                    <option key={b.id} value={b.id}>
                      {[
                        b.name,
                        b.network ? mobileNetworkName(b.network) : b.bankName,
                        b.phone ?? (b.accountNumber ? `···${b.accountNumber.slice(-4)}` : null),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </option>
                  ))}
                </select>
              </FormField>
            ) : (
              <div className="sm:col-span-2 grid gap-2 text-sm">
                <p className="text-muted-foreground">
                  {t('send.noPayee', {
                    method: methodLabel(method),
                    currency: corridor.destCurrency,
                  })}
                </p>
                <Button
                  type="button"
                  variant="outline"
                  className="justify-self-start"
                  onClick={() => goTo('wallet')}
                >
                  {t('send.addPayee')}
                </Button>
              </div>
            )}
            {create.isError && !Object.keys(fieldErrors).length ? (
              <p role="alert" className="sm:col-span-2 text-sm text-destructive">
                {errorText(create.error)}
              </p>
            ) : null}
            <Button
              type="submit"
              className="sm:col-span-2 sm:justify-self-start"
              disabled={create.isPending || (method !== 'wallet' && !payee)}
            >
              {create.isPending ? t('send.checking') : t('money.continue')}
            </Button>
          </form>
        )}
        {history.data?.transfers.length ? (
          <TransferHistory
            transfers={history.data.transfers}
            canRepeat={(tr) => list.some((c) => c.id === tr.corridorId)}
            onDetails={(tr) => {
              setReview(null);
              setReceiptId(tr.id);
            }}
            onSendAgain={sendAgain}
          />
        ) : null}
        <RecurringTransfers
          onReview={(tr) => {
            setReceiptId(null);
            setReview(tr);
            document.getElementById('send')?.scrollIntoView({ block: 'start' });
          }}
        />
      </CardContent>
    </Card>
  );
}
