import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FUNDING_METHOD_LABELS } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import { adminFundingQuery, type Deposit, type Withdrawal } from '../api/queries';
import { TextField, money, when } from './parts';

function DepositRow({ d }: { d: Deposit }) {
  const qc = useQueryClient();
  const [amount, setAmount] = useState(d.expectedAmount ?? '');
  const [reason, setReason] = useState('');
  const done = () => void qc.invalidateQueries({ queryKey: ['admin', 'funding'] });
  const confirm = useMutation({
    mutationFn: () =>
      api(`/api/admin/funding/deposits/${d.id}/confirm`, {
        method: 'POST',
        body: { receivedAmount: amount },
      }),
    onSuccess: () => {
      toast.success('Deposit confirmed');
      done();
    },
    onError: (e) => toast.error(e.message),
  });
  const reject = useMutation({
    mutationFn: () =>
      api(`/api/admin/funding/deposits/${d.id}/reject`, { method: 'POST', body: { reason } }),
    onSuccess: () => {
      toast.success('Deposit rejected');
      done();
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <p className="text-sm">
        <span className="font-mono">{d.reference}</span> · {d.email} · {d.currency} ·{' '}
        {FUNDING_METHOD_LABELS[d.method as keyof typeof FUNDING_METHOD_LABELS] ?? d.method} ·{' '}
        {when(d.createdAt)}
      </p>
      <div className="grid gap-2 sm:grid-cols-4 sm:items-end">
        <TextField
          id={`recv-${d.id}`}
          label={`Received amount (${d.currency})`}
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
        />
        <Button onClick={() => confirm.mutate()} disabled={confirm.isPending || !amount}>
          Confirm deposit
        </Button>
        <TextField
          id={`rej-${d.id}`}
          label="Rejection reason"
          value={reason}
          onChange={setReason}
        />
        <Button
          variant="outline"
          onClick={() => reject.mutate()}
          disabled={reject.isPending || reason.trim().length < 3}
        >
          Reject deposit
        </Button>
      </div>
    </li>
  );
}

function WithdrawalRow({ w }: { w: Withdrawal }) {
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const done = () => void qc.invalidateQueries({ queryKey: ['admin', 'funding'] });
  const approve = useMutation({
    mutationFn: () =>
      api(`/api/admin/funding/withdrawals/${w.id}/approve`, { method: 'POST', body: {} }),
    onSuccess: () => {
      toast.success('Withdrawal paid out');
      done();
    },
    onError: (e) => toast.error(e.message),
  });
  const reject = useMutation({
    mutationFn: () =>
      api(`/api/admin/funding/withdrawals/${w.id}/reject`, { method: 'POST', body: { reason } }),
    onSuccess: () => {
      toast.success('Withdrawal rejected; hold released');
      done();
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <p className="text-sm">
        <span className="font-mono">{w.reference}</span> · {w.email} · {money(w.amount, w.currency)}{' '}
        to {w.beneficiaryName} · {when(w.createdAt)}
      </p>
      <div className="grid gap-2 sm:grid-cols-3 sm:items-end">
        <Button onClick={() => approve.mutate()} disabled={approve.isPending}>
          Approve payout
        </Button>
        <TextField
          id={`wrej-${w.id}`}
          label="Rejection reason"
          value={reason}
          onChange={setReason}
        />
        <Button
          variant="outline"
          onClick={() => reject.mutate()}
          disabled={reject.isPending || reason.trim().length < 3}
        >
          Reject withdrawal
        </Button>
      </div>
    </li>
  );
}

/** Admin queue of pending deposits and withdrawals; decisions are final and audited server-side. */
export function AdminFundingQueue() {
  const q = useQuery(adminFundingQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Funding queue</CardTitle>
        <CardDescription>Confirm received deposits and decide withdrawals.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">The funding queue could not be loaded.</p>
        ) : (
          <>
            <section aria-label="Pending deposits">
              <h3 className="mb-2 font-semibold">Pending deposits</h3>
              {q.data!.deposits.length ? (
                <ul className="grid gap-2">
                  {q.data!.deposits.map((d) => (
                    <DepositRow key={d.id} d={d} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No pending deposits.</p>
              )}
            </section>
            <section aria-label="Pending withdrawals">
              <h3 className="mb-2 font-semibold">Pending withdrawals</h3>
              {q.data!.withdrawals.length ? (
                <ul className="grid gap-2">
                  {q.data!.withdrawals.map((w) => (
                    <WithdrawalRow key={w.id} w={w} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No pending withdrawals.</p>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
