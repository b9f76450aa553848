import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BENEFICIARY_COUNTRIES, FUNDING_METHOD_LABELS } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, api } from '@/lib/api';
import {
  accountsQuery,
  beneficiariesQuery,
  depositsQuery,
  transactionsQuery,
  walletKeys,
  withdrawalsQuery,
  type Deposit,
} from '../api/queries';
import { CURRENCY_OPTIONS, SelectField, StatusBadge, TextField, money, when } from './parts';

const errs = (e: unknown) =>
  (e instanceof ApiError ? (e.fields ?? {}) : {}) as Record<string, string>;

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
                  {money(a.balance, a.currency)}
                </p>
                {a.pending !== '0.00' && (
                  <p className="text-xs text-muted-foreground">
                    On hold: {money(a.pending, a.currency)}
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

function FundForm() {
  const qc = useQueryClient();
  const [currency, setCurrency] = useState('USD');
  const [method, setMethod] = useState('bank_transfer');
  const [created, setCreated] = useState<Deposit | null>(null);
  const deposits = useQuery(depositsQuery());
  const m = useMutation({
    mutationFn: () =>
      api<{ deposit: Deposit }>('/api/wallet/deposits', {
        method: 'POST',
        body: { currency, method },
      }),
    onSuccess: (r) => {
      setCreated(r.deposit);
      toast.success('Deposit instructions ready');
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (e) => toast.error(e.message),
  });
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
          className="grid gap-3 sm:grid-cols-3 sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            m.mutate();
          }}
        >
          <SelectField id="fund-currency" label="Currency" value={currency} onChange={setCurrency}>
            {CURRENCY_OPTIONS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </SelectField>
          <SelectField id="fund-method" label="Method" value={method} onChange={setMethod}>
            {Object.entries(FUNDING_METHOD_LABELS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={m.isPending}>
            Get deposit instructions
          </Button>
        </form>
        {created?.instructions && (
          <div className="rounded-xl border bg-muted/40 p-4" aria-live="polite">
            <p className="font-semibold">
              Reference{' '}
              <span className="font-mono" data-testid="deposit-reference">
                {created.reference}
              </span>
            </p>
            <ul className="mt-2 text-sm">
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

function Beneficiaries() {
  const qc = useQueryClient();
  const list = useQuery(beneficiariesQuery());
  const [f, setF] = useState({
    kind: 'mobile_money',
    name: '',
    country: 'KE',
    currency: 'KES',
    phone: '',
    bankName: '',
    accountNumber: '',
  });
  const set = (k: keyof typeof f) => (v: string) => setF((p) => ({ ...p, [k]: v }));
  const m = useMutation({
    mutationFn: () =>
      api('/api/wallet/beneficiaries', {
        method: 'POST',
        body:
          f.kind === 'mobile_money'
            ? {
                kind: f.kind,
                name: f.name,
                country: f.country,
                currency: f.currency,
                phone: f.phone,
              }
            : {
                kind: f.kind,
                name: f.name,
                country: f.country,
                currency: f.currency,
                bankName: f.bankName,
                accountNumber: f.accountNumber,
              },
      }),
    onSuccess: () => {
      toast.success('Beneficiary saved');
      setF((p) => ({ ...p, name: '', phone: '', accountNumber: '', bankName: '' }));
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (e) => toast.error(e.message),
  });
  const e = errs(m.error);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Beneficiaries</CardTitle>
        <CardDescription>
          Saved bank accounts and mobile-money numbers for withdrawals.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.data && list.data.beneficiaries.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {list.data.beneficiaries.map((b) => (
              <li key={b.id} className="rounded-lg border p-3">
                <span className="font-semibold">{b.name}</span> · {b.currency} ·{' '}
                {b.kind === 'mobile_money' ? b.phone : `${b.bankName} ${b.accountNumber}`}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No beneficiaries yet.</p>
        )}
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(ev) => {
            ev.preventDefault();
            m.mutate();
          }}
        >
          <SelectField id="ben-kind" label="Type" value={f.kind} onChange={set('kind')}>
            <option value="mobile_money">Mobile money</option>
            <option value="bank_account">Bank account</option>
          </SelectField>
          <TextField
            id="ben-name"
            label="Account holder name"
            value={f.name}
            onChange={set('name')}
            error={e.name}
          />
          <SelectField
            id="ben-country"
            label="Country"
            value={f.country}
            onChange={(v) =>
              setF((p) => ({
                ...p,
                country: v,
                currency: BENEFICIARY_COUNTRIES[v as keyof typeof BENEFICIARY_COUNTRIES].currency,
              }))
            }
          >
            {Object.entries(BENEFICIARY_COUNTRIES).map(([k, c]) => (
              <option key={k} value={k}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="ben-currency"
            label="Payout currency"
            value={f.currency}
            onChange={set('currency')}
            error={e.currency}
          >
            {CURRENCY_OPTIONS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </SelectField>
          {f.kind === 'mobile_money' ? (
            <TextField
              id="ben-phone"
              label="Mobile number"
              inputMode="tel"
              placeholder={
                BENEFICIARY_COUNTRIES[f.country as keyof typeof BENEFICIARY_COUNTRIES].phoneHint
              }
              value={f.phone}
              onChange={set('phone')}
              error={e.phone}
            />
          ) : (
            <>
              <TextField
                id="ben-bank"
                label="Bank name"
                value={f.bankName}
                onChange={set('bankName')}
                error={e.bankName}
              />
              <TextField
                id="ben-account"
                label="Account number"
                value={f.accountNumber}
                onChange={set('accountNumber')}
                error={e.accountNumber}
              />
            </>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" variant="outline" disabled={m.isPending}>
              Save beneficiary
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function WithdrawForm() {
  const qc = useQueryClient();
  const bens = useQuery(beneficiariesQuery());
  const wds = useQuery(withdrawalsQuery());
  const [beneficiaryId, setBen] = useState('');
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const ben = bens.data?.beneficiaries.find(
    (b) => b.id === (beneficiaryId || bens.data?.beneficiaries[0]?.id),
  );
  const m = useMutation({
    mutationFn: () =>
      api('/api/wallet/withdrawals', {
        method: 'POST',
        body: {
          beneficiaryId: ben?.id ?? '',
          currency: ben?.currency ?? 'USD',
          amount,
          idempotencyKey: key,
        },
      }),
    onSuccess: () => {
      toast.success('Withdrawal requested; the amount is on hold until it is paid out');
      setAmount('');
      setKey(crypto.randomUUID());
      void qc.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (e) => toast.error(e.message),
  });
  const e = errs(m.error);
  return (
    <Card id="withdrawal">
      <CardHeader>
        <CardTitle>Withdraw</CardTitle>
        <CardDescription>Paid to a saved beneficiary in its currency.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!bens.data?.beneficiaries.length ? (
          <p className="text-sm text-muted-foreground">Add a beneficiary first.</p>
        ) : (
          <form
            className="grid gap-3 sm:grid-cols-3 sm:items-end"
            onSubmit={(ev) => {
              ev.preventDefault();
              m.mutate();
            }}
          >
            <SelectField
              id="wd-ben"
              label="Beneficiary"
              value={ben?.id ?? ''}
              onChange={setBen}
              error={e.beneficiaryId}
            >
              {bens.data.beneficiaries.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name} ({b.currency})
                </option>
              ))}
            </SelectField>
            <TextField
              id="wd-amount"
              label={`Amount (${ben?.currency ?? ''})`}
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
              error={e.amount}
            />
            <Button type="submit" disabled={m.isPending}>
              Request withdrawal
            </Button>
          </form>
        )}
        {wds.data && wds.data.withdrawals.length > 0 && (
          <ul className="grid gap-1 text-sm">
            {wds.data.withdrawals.slice(0, 5).map((w) => (
              <li key={w.id}>
                <span className="font-mono">{w.reference}</span> · {money(w.amount, w.currency)} to{' '}
                {w.beneficiaryName} · <StatusBadge status={w.status} />
                {w.reason ? ` (${w.reason})` : ''}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

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
            {CURRENCY_OPTIONS.map((c) => (
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
          <div
            className="overflow-x-auto"
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
                    <td className="py-2 pr-3 whitespace-nowrap">{when(t.createdAt)}</td>
                    <td className="pr-3 capitalize">{t.type}</td>
                    <td className="pr-3 text-right tabular-nums whitespace-nowrap">
                      {money(t.amount, t.currency)}
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
        )}
        <div className="flex items-center gap-2">
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
