import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Clock } from 'lucide-react';
import type { Arrival, CorridorPublic, PayoutMethod, TransferQuoteRequest } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Input, selectClasses } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api';
import { formatAmountInput, parseAmountInput, useFormat } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { island } from '@/lib/island';
import { useAuth } from '@/lib/session';
import { publicCorridorsQuery, publicQuoteQuery } from '../api/public';
import { useSettled } from '../lib/use-settled';

// The home page's "send money" calculator (issue 38), as remittance brands put one in their hero:
// the live corridors, either amount typed, and the server's own price (rate, fee, total, arrival)
// from POST /api/corridors/quote: no arithmetic here, so the island carries no decimal library
// and shows exactly what the Send tab will charge.

/** A plain label, styled as ui/label's (the Radix one adds a kilobyte to the home page). */
const LABEL = 'text-sm font-medium leading-none text-navy-900';

/** Words by id, written out (not a template) so the island's catalogue part stays small. */
const METHOD: Record<PayoutMethod, MessageId> = {
  mobile_money: 'sendCalc.method.mobile_money',
  bank_account: 'sendCalc.method.bank_account',
  wallet: 'sendCalc.method.wallet',
};

function SendCalculatorView() {
  const { t, lp, locale } = useT();
  const f = useFormat();
  const { user } = useAuth();
  const corridors = useQuery(publicCorridorsQuery());
  const [corridorId, setCorridorId] = useState('');
  const [method, setMethod] = useState<PayoutMethod | ''>('');
  const [side, setSide] = useState<'send' | 'receive'>('send');
  const [typed, setTyped] = useState(() => formatAmountInput('200', locale));

  const list = corridors.data?.corridors ?? [];
  const corridor: CorridorPublic | undefined = list.find((c) => c.id === corridorId) ?? list[0];
  const payout: PayoutMethod | undefined =
    corridor && method && corridor.payoutMethods.includes(method)
      ? method
      : corridor?.payoutMethods[0];
  const parsed = parseAmountInput(typed, locale);
  // Two decimals at most, and more than nothing: what the API takes as an amount.
  const amount = parsed && /^\d+(\.\d{1,2})?$/.test(parsed) && /[1-9]/.test(parsed) ? parsed : null;
  const settled = useSettled(amount);
  const req: TransferQuoteRequest | null =
    corridor && payout && settled
      ? { corridorId: corridor.id, payoutMethod: payout, side, amount: settled }
      : null;
  const quote = useQuery(publicQuoteQuery(req));
  const q = quote.data?.quote;
  // The price shown belongs to this corridor and this way round; an older one is not shown.
  const fresh =
    q &&
    corridor &&
    q.sourceCurrency === corridor.sourceCurrency &&
    q.destCurrency === corridor.destCurrency
      ? q
      : null;
  const other = fresh ? (side === 'send' ? fresh.receiveAmount : fresh.sendAmount) : '';

  const problem = (): string | null => {
    if (typed.trim() && !amount) return t('sendCalc.invalid');
    if (!(quote.error instanceof ApiError) || !corridor)
      return quote.isError ? t('sendCalc.unavailable') : null;
    if (quote.error.code === 'BELOW_MINIMUM')
      return t('sendCalc.min', { amount: f.money(corridor.minAmount, corridor.sourceCurrency) });
    if (quote.error.code === 'LIMIT_EXCEEDED')
      return t('sendCalc.max', {
        amount: f.money(corridor.maxPerTransfer, corridor.sourceCurrency),
      });
    return t('sendCalc.unavailable');
  };
  const error = problem();

  const arrival = (a: Arrival) => {
    if (a.kind === 'business_days') return t('sendCalc.arrivesDays', { min: a.min, max: a.max });
    const by = new Date(a.by);
    const time = by.toLocaleTimeString(f.locale, { hour: '2-digit', minute: '2-digit' });
    return by.toDateString() === new Date().toDateString()
      ? t('sendCalc.arrivesToday', { time })
      : t('sendCalc.arrivesBy', { when: f.dateTime(a.by) });
  };

  // Signed in: the Send tab with this corridor and amount; otherwise sign up first, then there.
  const sendTab = `${paths.dashboard.getHref('send')}${
    corridor ? `&corridor=${corridor.id}${fresh ? `&amount=${fresh.sendAmount}` : ''}` : ''
  }`;
  const cta = user ? sendTab : lp(paths.auth.getHref(sendTab));

  const amountField = (which: 'send' | 'receive', currency: string | undefined) => {
    const id = `send-calc-${which}`;
    const mine = side === which;
    return (
      <div className="grid gap-1.5">
        <label htmlFor={id} className={LABEL}>
          {t(which === 'send' ? 'sendCalc.youSend' : 'sendCalc.theyReceive')}
        </label>
        <div className="flex items-stretch overflow-hidden rounded-lg border border-input bg-background focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/20">
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            className="h-12 border-0 text-lg font-semibold tabular-nums shadow-none focus-visible:ring-0"
            value={mine ? typed : other ? formatAmountInput(other, locale) : ''}
            placeholder={mine ? undefined : '…'}
            aria-invalid={(mine && !!typed.trim() && !amount) || undefined}
            aria-describedby={error ? 'send-calc-problem' : undefined}
            onChange={(e) => {
              setSide(which);
              setTyped(e.target.value);
            }}
          />
          <span className="flex min-w-16 items-center justify-center border-l border-input bg-surface px-3 text-sm font-semibold text-navy-900">
            {currency ?? '···'}
          </span>
        </div>
      </div>
    );
  };

  const choice = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    options: [string, string][],
  ) => (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        className={selectClasses}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="rounded-3xl border border-white/10 bg-white p-5 text-foreground shadow-2xl sm:p-7">
      <h2 id="send-calc-title" className="text-xl font-bold tracking-tight text-navy-900">
        {t('sendCalc.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('sendCalc.intro')}</p>
      {corridors.isError ? (
        <p role="alert" className="mt-6 text-sm text-destructive">
          {t('sendCalc.unavailable')}
        </p>
      ) : corridors.isPending ? (
        <div className="mt-6 grid gap-4" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : !corridor || !payout ? (
        <p className="mt-6 text-sm text-slate-600">{t('sendCalc.none')}</p>
      ) : (
        <div className="mt-5 grid gap-4">
          <div className="grid gap-3 sm:grid-cols-[3fr_2fr]">
            {choice(
              'send-calc-corridor',
              t('sendCalc.where'),
              corridor.id,
              setCorridorId,
              list.map((c) => [
                c.id,
                t('sendCalc.corridor', {
                  from: c.sourceCurrency,
                  to: c.destCurrency,
                  country: f.countryName(c.destCountry),
                }),
              ]),
            )}
            {choice(
              'send-calc-method',
              t('sendCalc.how'),
              payout,
              (v) => setMethod(v as PayoutMethod),
              corridor.payoutMethods.map((m) => [m, t(METHOD[m])]),
            )}
          </div>
          {amountField('send', corridor.sourceCurrency)}
          {amountField('receive', corridor.destCurrency)}
          <div className="rounded-xl bg-surface p-4 text-sm" aria-live="polite">
            {error ? (
              <p id="send-calc-problem" role="alert" className="font-medium text-destructive">
                {error}
              </p>
            ) : fresh ? (
              <dl
                className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5"
                data-testid="send-calc-quote"
              >
                <dt className="text-slate-600">{t('sendCalc.rate')}</dt>
                <dd className="text-right font-medium tabular-nums">
                  1 {fresh.sourceCurrency} = {f.rate(fresh.rate)} {fresh.destCurrency}
                </dd>
                <dt className="text-slate-600">{t('sendCalc.fee')}</dt>
                <dd className="text-right tabular-nums">
                  {f.money(fresh.fee, fresh.sourceCurrency)}
                </dd>
                <dt className="text-slate-600">{t('sendCalc.total')}</dt>
                <dd className="text-right font-semibold tabular-nums text-navy-900">
                  {f.money(fresh.total, fresh.sourceCurrency)}
                </dd>
                <dt className="text-slate-600">{t('sendCalc.arrives')}</dt>
                <dd className="inline-flex items-center justify-end gap-1.5 text-right font-medium text-emerald-800">
                  <Clock className="size-4" aria-hidden="true" />
                  {arrival(fresh.arrival)}
                </dd>
              </dl>
            ) : (
              <Skeleton className="h-24 w-full" />
            )}
          </div>
          <Button asChild size="lg" className="w-full">
            <a href={cta}>
              {t('sendCalc.cta')}
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
          <p className="text-xs text-slate-500">{t('sendCalc.note')}</p>
        </div>
      )}
    </div>
  );
}

/** An island on the home page (decision 030): hydrated at once, it is in the hero. */
export const SendCalculator = island('SendCalculator', SendCalculatorView);
