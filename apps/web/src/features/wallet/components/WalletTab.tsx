import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  BENEFICIARY_COUNTRIES,
  BeneficiaryCreateSchema,
  CURRENCY_CODES,
  D,
  DepositRequestSchema,
  FUNDING_METHOD_LABELS,
  WithdrawalRequestSchema,
  type BeneficiaryCreate,
  type DepositRequest,
  type WithdrawalRequest,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import {
  accountsQuery,
  beneficiariesQuery,
  depositsQuery,
  transactionsQuery,
  walletKeys,
  withdrawalsQuery,
  type Deposit,
} from '../api/queries';
import { SelectField, TextField, selectClasses } from '@/components/ui/labelled-field';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import { setServerErrors } from '@/lib/form-errors';
import { errorText } from '@/lib/error-messages';

function Balances() {
  const q = useQuery(accountsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Balances</CardTitle>
        <CardDescription>Each currency you hold, from the ledger.</CardDescription>
      </CardHeader>
      <CardContent>
        {q.isLoading ? (
          <Skeleton className="h-16" />
        ) : q.isError ? (
          <p role="alert">Balances could not be loaded.</p>
        ) : q.data!.accounts.length === 0 ? (
          <p className="text-muted-foreground">No balances yet. Fund your wallet to start.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {q.data!.accounts.map((a) => (
              <li key={a.currency} className="rounded-xl border p-4">
                <p className="text-sm text-muted-foreground">{a.currency}</p>
                <p
                  className="text-xl font-semibold tabular-nums"
                  data-testid={`balance-${a.currency}`}
                >
                  {formatMoney(a.balance, a.currency)}
                </p>
                {a.pending !== '0.00' && (
                  <p className="text-xs text-muted-foreground">
                    On hold: {formatMoney(a.pending, a.currency)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type FundInput = z.input<typeof DepositRequestSchema>;

function FundForm() {
  const qc = useQueryClient();
  const [created, setCreated] = useState<Deposit | null>(null);
  const deposits = useQuery(depositsQuery());
  const form = useForm<FundInput>({
    resolver: zodResolver(DepositRequestSchema),
    defaultValues: { currency: 'USD', method: 'bank_transfer' },
  });
  const m = useMutation({
    mutationFn: (body: DepositRequest) =>
      api<{ deposit: Deposit }>('/api/wallet/deposits', { method: 'POST', body }),
    onSuccess: (r) => {
      setCreated(r.deposit);
      toast.success('Deposit instructions ready');
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (err) => {
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const { errors } = form.formState;
  const pending = deposits.data?.deposits.filter((d) => d.status === 'pending') ?? [];
  return (
    <Card id="funding">
      <CardHeader>
        <CardTitle>Fund wallet</CardTitle>
        <CardDescription>
          Pay in by bank transfer or mobile money; your balance is credited when we confirm receipt.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-3 sm:grid-cols-2 sm:items-end"
          noValidate
          onSubmit={form.handleSubmit((v) => m.mutate(v as DepositRequest))}
        >
          <FormField id="fund-currency" label="Currency" error={errors.currency?.message}>
            <select className={selectClasses} {...form.register('currency')}>
              {CURRENCY_CODES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </FormField>
          <FormField id="fund-method" label="Method" error={errors.method?.message}>
            <select className={selectClasses} {...form.register('method')}>
              {Object.entries(FUNDING_METHOD_LABELS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="fund-expected"
            label="Amount you will send (optional)"
            className="sm:col-span-2"
            hint="Helps us match your payment faster; we credit what we receive."
            error={errors.expectedAmount?.message}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              {...form.register('expectedAmount', {
                setValueAs: (v: string) => (v?.trim() ? v.trim() : undefined),
              })}
            />
          </FormField>
          <Button
            type="submit"
            className="sm:col-span-2 sm:justify-self-start"
            disabled={m.isPending}
          >
            {m.isPending ? 'Preparing…' : 'Get deposit instructions'}
          </Button>
        </form>
        {created?.instructions && (
          <div className="rounded-xl border bg-muted/40 p-4" aria-live="polite">
            <p className="font-semibold">
              Reference{' '}
              <span className="font-mono break-all" data-testid="deposit-reference">
                {created.reference}
              </span>
            </p>
            <ul className="mt-2 text-sm break-words">
              {created.instructions.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-muted-foreground">
              Status: pending until we confirm the amount received.
            </p>
          </div>
        )}
        {pending.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">Pending deposits</h3>
            <ul className="text-sm">
              {pending.map((d) => (
                <li key={d.id}>
                  <span className="font-mono">{d.reference}</span> · {d.currency} ·{' '}
                  {FUNDING_METHOD_LABELS[d.method as keyof typeof FUNDING_METHOD_LABELS]} ·{' '}
                  <StatusBadge status={d.status} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

type BeneficiaryInput = z.input<typeof BeneficiaryCreateSchema>;
const EMPTY_BENEFICIARY: BeneficiaryInput = {
  kind: 'mobile_money',
  name: '',
  country: 'KE',
  currency: 'KES',
  phone: '',
  bankName: '',
  accountNumber: '',
};

/** Only the fields of the chosen kind are sent (the server refuses the others' empty strings). */
function beneficiaryBody(v: BeneficiaryCreate): BeneficiaryCreate {
  const base = { kind: v.kind, name: v.name, country: v.country, currency: v.currency };
  return v.kind === 'mobile_money'
    ? { ...base, phone: v.phone }
    : { ...base, bankName: v.bankName, accountNumber: v.accountNumber };
}

function Beneficiaries() {
  const qc = useQueryClient();
  const list = useQuery(beneficiariesQuery());
  const form = useForm<BeneficiaryInput>({
    resolver: zodResolver(BeneficiaryCreateSchema),
    defaultValues: EMPTY_BENEFICIARY,
  });
  const m = useMutation({
    mutationFn: (body: BeneficiaryCreate) =>
      api('/api/wallet/beneficiaries', { method: 'POST', body: beneficiaryBody(body) }),
    onSuccess: () => {
      toast.success('Beneficiary saved');
      const { kind, country, currency } = form.getValues();
      form.reset({ ...EMPTY_BENEFICIARY, kind, country, currency });
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (err) => {
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/wallet/beneficiaries/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('Beneficiary removed');
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const country = form.watch('country') as keyof typeof BENEFICIARY_COUNTRIES;
  const countryField = form.register('country');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Beneficiaries</CardTitle>
        <CardDescription>
          Saved bank accounts and mobile-money numbers for withdrawals.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isLoading ? (
          <Skeleton className="h-12" />
        ) : list.isError ? (
          <p role="alert">Beneficiaries could not be loaded.</p>
        ) : list.data && list.data.beneficiaries.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {list.data.beneficiaries.map((b) => (
              <li
                key={b.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
              >
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{b.name}</span> · {b.currency} ·{' '}
                  {b.kind === 'mobile_money' ? b.phone : `${b.bankName} ${b.accountNumber}`}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Remove beneficiary ${b.name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(b.id)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No beneficiaries yet.</p>
        )}
        <form
          className="grid gap-3 sm:grid-cols-2"
          noValidate
          onSubmit={form.handleSubmit((v) => m.mutate(v as BeneficiaryCreate))}
        >
          <FormField id="ben-kind" label="Type" error={errors.kind?.message}>
            <select className={selectClasses} {...form.register('kind')}>
              <option value="mobile_money">Mobile money</option>
              <option value="bank_account">Bank account</option>
            </select>
          </FormField>
          <FormField id="ben-name" label="Account holder name" error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField id="ben-country" label="Country" error={errors.country?.message}>
            <select
              className={selectClasses}
              {...countryField}
              onChange={(e) => {
                void countryField.onChange(e);
                const c =
                  BENEFICIARY_COUNTRIES[e.target.value as keyof typeof BENEFICIARY_COUNTRIES];
                if (c) form.setValue('currency', c.currency as BeneficiaryInput['currency']);
              }}
            >
              {Object.entries(BENEFICIARY_COUNTRIES).map(([k, c]) => (
                <option key={k} value={k}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="ben-currency" label="Payout currency" error={errors.currency?.message}>
            <select className={selectClasses} {...form.register('currency')}>
              {CURRENCY_CODES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </FormField>
          {kind === 'mobile_money' ? (
            <FormField id="ben-phone" label="Mobile number" error={errors.phone?.message}>
              <Input
                inputMode="tel"
                autoComplete="tel"
                placeholder={BENEFICIARY_COUNTRIES[country]?.phoneHint}
                {...form.register('phone')}
              />
            </FormField>
          ) : (
            <>
              <FormField id="ben-bank" label="Bank name" error={errors.bankName?.message}>
                <Input {...form.register('bankName')} />
              </FormField>
              <FormField
                id="ben-account"
                label="Account number"
                error={errors.accountNumber?.message}
              >
                <Input inputMode="numeric" {...form.register('accountNumber')} />
              </FormField>
            </>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" variant="outline" disabled={m.isPending}>
              {m.isPending ? 'Saving…' : 'Save beneficiary'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

type WithdrawInput = z.input<typeof WithdrawalRequestSchema>;

function WithdrawForm() {
  const qc = useQueryClient();
  const bens = useQuery(beneficiariesQuery());
  const wds = useQuery(withdrawalsQuery());
  const accounts = useQuery(accountsQuery());
  const [key, setKey] = useState(() => crypto.randomUUID());
  const first = bens.data?.beneficiaries[0];
  const form = useForm<WithdrawInput>({
    resolver: zodResolver(WithdrawalRequestSchema),
    defaultValues: { beneficiaryId: '', currency: 'USD', amount: '' },
  });
  // The currency is the chosen beneficiary's; the first one is chosen until the client picks.
  const chosenId = form.watch('beneficiaryId');
  const ben = bens.data?.beneficiaries.find((b) => b.id === chosenId) ?? first;
  useEffect(() => {
    if (!ben) return;
    if (form.getValues('beneficiaryId') !== ben.id) form.setValue('beneficiaryId', ben.id);
    form.setValue('currency', ben.currency as WithdrawInput['currency']);
  }, [ben, form]);
  const m = useMutation({
    mutationFn: (body: WithdrawalRequest) =>
      api('/api/wallet/withdrawals', {
        method: 'POST',
        body: { ...body, idempotencyKey: key },
      }),
    onSuccess: () => {
      toast.success('Withdrawal requested; the amount is on hold until it is paid out');
      form.reset({ ...form.getValues(), amount: '' });
      setKey(crypto.randomUUID());
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (err) => {
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const { errors } = form.formState;
  return (
    <Card id="withdrawal">
      <CardHeader>
        <CardTitle>Withdraw</CardTitle>
        <CardDescription>Paid to a saved beneficiary in its currency.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {bens.isLoading ? (
          <Skeleton className="h-12" />
        ) : bens.isError ? (
          <p role="alert">Beneficiaries could not be loaded.</p>
        ) : !bens.data?.beneficiaries.length ? (
          <p className="text-sm text-muted-foreground">Add a beneficiary first.</p>
        ) : (
          <form
            className="grid gap-3 sm:grid-cols-2 sm:items-end"
            noValidate
            onSubmit={form.handleSubmit((v) => m.mutate(v as WithdrawalRequest))}
          >
            <FormField id="wd-ben" label="Beneficiary" error={errors.beneficiaryId?.message}>
              <select className={selectClasses} {...form.register('beneficiaryId')}>
                {bens.data.beneficiaries.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name} ({b.currency})
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="wd-amount"
              label={`Amount (${ben?.currency ?? ''})`}
              error={errors.amount?.message ?? errors.currency?.message}
              hint={
                ben && accounts.data
                  ? `Available: ${formatMoney(
                      accounts.data.accounts.find((a) => a.currency === ben.currency)?.balance ??
                        '0',
                      ben.currency,
                    )}`
                  : undefined
              }
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
            </FormField>
            <Button
              type="submit"
              className="sm:col-span-2 sm:justify-self-start"
              disabled={m.isPending}
            >
              {m.isPending ? 'Requesting…' : 'Request withdrawal'}
            </Button>
          </form>
        )}
        {wds.data && wds.data.withdrawals.length > 0 && (
          <ul className="grid gap-1 text-sm">
            {wds.data.withdrawals.slice(0, 5).map((w) => (
              <li key={w.id} className="break-words">
                <span className="font-mono">{w.reference}</span> ·{' '}
                {formatMoney(w.amount, w.currency)} to {w.beneficiaryName} ·{' '}
                <StatusBadge status={w.status} />
                {w.reason ? ` (${w.reason})` : ''}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A deposit not yet received has no amount: it says so instead of showing 0.00. */
const txAmount = (t: { type: string; status: string; amount: string; currency: string }) =>
  t.type === 'deposit' && t.status === 'pending' && new D(t.amount).isZero()
    ? `Awaiting funds (${t.currency})`
    : formatMoney(t.amount, t.currency);

export function TransactionsList() {
  const [filters, setFilters] = useState({ currency: '', type: '', from: '', to: '', page: 1 });
  const q = useQuery(transactionsQuery(filters));
  const set = (k: 'currency' | 'type' | 'from' | 'to') => (v: string) =>
    setFilters((p) => ({ ...p, [k]: v, page: 1 }));
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Transactions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-4">
          <SelectField
            id="tx-currency"
            label="Currency"
            value={filters.currency}
            onChange={set('currency')}
          >
            <option value="">All</option>
            {CURRENCY_CODES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </SelectField>
          <SelectField id="tx-type" label="Type" value={filters.type} onChange={set('type')}>
            <option value="">All</option>
            <option value="deposit">Deposit</option>
            <option value="withdrawal">Withdrawal</option>
            <option value="conversion">Conversion</option>
          </SelectField>
          <TextField
            id="tx-from"
            label="From"
            type="date"
            value={filters.from}
            onChange={set('from')}
          />
          <TextField id="tx-to" label="To" type="date" value={filters.to} onChange={set('to')} />
        </div>
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">Transactions could not be loaded.</p>
        ) : q.data!.items.length === 0 ? (
          <p className="text-muted-foreground">No transactions match.</p>
        ) : (
          <>
            {/* Small screens: one card per movement, so the amount is never scrolled out of view. */}
            <ul className="grid gap-2 sm:hidden" aria-label="Transactions">
              {q.data!.items.map((t) => (
                <li key={t.id} className="rounded-lg border p-3 text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-medium capitalize">{t.type}</span>
                    <span className="font-semibold tabular-nums whitespace-nowrap">
                      {txAmount(t)}
                    </span>
                  </div>
                  <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <span>{formatDateTime(t.createdAt)}</span>
                    <StatusBadge status={t.status} />
                  </div>
                  <p className="mt-1 font-mono text-xs break-all">{t.reference}</p>
                </li>
              ))}
            </ul>
            <div
              className="hidden overflow-x-auto sm:block"
              tabIndex={0}
              role="region"
              aria-label="Transactions table"
            >
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b">
                    <th className="py-2 pr-3">Time</th>
                    <th className="pr-3">Type</th>
                    <th className="pr-3 text-right">Amount</th>
                    <th className="pr-3">Status</th>
                    <th>Reference</th>
                  </tr>
                </thead>
                <tbody>
                  {q.data!.items.map((t) => (
                    <tr key={t.id} className="border-b last:border-0">
                      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(t.createdAt)}</td>
                      <td className="pr-3 capitalize">{t.type}</td>
                      <td className="pr-3 text-right tabular-nums whitespace-nowrap">
                        {txAmount(t)}
                      </td>
                      <td className="pr-3">
                        <StatusBadge status={t.status} />
                      </td>
                      <td className="font-mono text-xs">{t.reference}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => setFilters((p) => ({ ...p, page: p.page - 1 }))}
          >
            Previous
          </Button>
          <span className="text-sm">
            Page {filters.page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => setFilters((p) => ({ ...p, page: p.page + 1 }))}
          >
            Next
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function WalletTab() {
  return (
    <div className="grid gap-6">
      <Balances />
      <div className="grid gap-6 lg:grid-cols-2">
        <FundForm />
        <WithdrawForm />
      </div>
      <Beneficiaries />
      <TransactionsList />
    </div>
  );
}
