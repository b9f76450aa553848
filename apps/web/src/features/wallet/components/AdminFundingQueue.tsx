import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  AdminDepositConfirmSchema,
  AdminRejectSchema,
  FUNDING_METHOD_LABELS,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import { adminFundingQuery, walletKeys, type Deposit, type Withdrawal } from '../api/queries';
import { formatDateTime as when, formatMoney as money } from '@/lib/format';
import { setServerErrors } from '@/lib/form-errors';
import { errorText } from '@/lib/error-messages';

type ConfirmInput = z.input<typeof AdminDepositConfirmSchema>;
type RejectInput = z.input<typeof AdminRejectSchema>;

/** Every admin view (dashboard counts, audit log, user balances) and the wallets change. */
function useDecided() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['admin'] });
    void qc.invalidateQueries({ queryKey: walletKeys.all });
  };
}

/**
 * Decisions are final, so each one is asked twice: the first submit shows what will happen and
 * a second button does it.
 */
function FinalCheck({
  children,
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  children: ReactNode;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm text-amber-950">{children} This decision is final.</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onConfirm} disabled={busy}>
          {busy ? 'Working…' : action}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function RejectForm({
  id,
  label,
  url,
  done,
  successMessage,
  what,
}: {
  id: string;
  label: string;
  url: string;
  done: () => void;
  successMessage: string;
  what: string;
}) {
  const form = useForm<RejectInput>({
    resolver: zodResolver(AdminRejectSchema),
    defaultValues: { reason: '' },
  });
  const [asked, setAsked] = useState<RejectInput | null>(null);
  const m = useMutation({
    mutationFn: (body: RejectInput) => api(url, { method: 'POST', body }),
    onSuccess: () => {
      toast.success(successMessage);
      done();
    },
    onError: (e) => {
      setAsked(null);
      setServerErrors(form, e);
      toast.error(errorText(e));
    },
  });
  return (
    <form className="grid gap-2" noValidate onSubmit={form.handleSubmit((v) => setAsked(v))}>
      <FormField id={id} label="Rejection reason" error={form.formState.errors.reason?.message}>
        <Input {...form.register('reason')} disabled={!!asked} />
      </FormField>
      {asked ? (
        <FinalCheck
          action={`Yes, ${label.toLowerCase()}`}
          busy={m.isPending}
          onConfirm={() => m.mutate(asked)}
          onCancel={() => setAsked(null)}
        >
          Reject {what} because “{asked.reason}”?
        </FinalCheck>
      ) : (
        <Button type="submit" variant="outline" className="justify-self-start">
          {label}
        </Button>
      )}
    </form>
  );
}

function DepositRow({ d }: { d: Deposit }) {
  const done = useDecided();
  const form = useForm<ConfirmInput>({
    resolver: zodResolver(AdminDepositConfirmSchema),
    defaultValues: { receivedAmount: d.expectedAmount ?? '' },
  });
  const [asked, setAsked] = useState<ConfirmInput | null>(null);
  const confirm = useMutation({
    mutationFn: (body: ConfirmInput) =>
      api(`/api/admin/funding/deposits/${d.id}/confirm`, { method: 'POST', body }),
    onSuccess: () => {
      toast.success('Deposit confirmed');
      done();
    },
    onError: (e) => {
      setAsked(null);
      setServerErrors(form, e);
      toast.error(errorText(e));
    },
  });
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <p className="text-sm break-words">
        <span className="font-mono">{d.reference}</span> · {d.email} · {d.currency} ·{' '}
        {FUNDING_METHOD_LABELS[d.method as keyof typeof FUNDING_METHOD_LABELS] ?? d.method} ·{' '}
        {when(d.createdAt)}
        {d.expectedAmount ? ` · expected ${money(d.expectedAmount, d.currency)}` : ''}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <form className="grid gap-2" noValidate onSubmit={form.handleSubmit((v) => setAsked(v))}>
          <FormField
            id={`recv-${d.id}`}
            label={`Received amount (${d.currency})`}
            error={form.formState.errors.receivedAmount?.message}
          >
            <Input inputMode="decimal" {...form.register('receivedAmount')} disabled={!!asked} />
          </FormField>
          {asked ? (
            <FinalCheck
              action="Yes, credit the wallet"
              busy={confirm.isPending}
              onConfirm={() => confirm.mutate(asked)}
              onCancel={() => setAsked(null)}
            >
              Credit {money(asked.receivedAmount, d.currency)} to {d.email}?
            </FinalCheck>
          ) : (
            <Button type="submit" className="justify-self-start">
              Confirm deposit
            </Button>
          )}
        </form>
        <RejectForm
          id={`rej-${d.id}`}
          label="Reject deposit"
          url={`/api/admin/funding/deposits/${d.id}/reject`}
          done={done}
          successMessage="Deposit rejected"
          what={`deposit ${d.reference}`}
        />
      </div>
    </li>
  );
}

function WithdrawalRow({ w }: { w: Withdrawal }) {
  const done = useDecided();
  const [asked, setAsked] = useState(false);
  const approve = useMutation({
    mutationFn: () =>
      api(`/api/admin/funding/withdrawals/${w.id}/approve`, { method: 'POST', body: {} }),
    onSuccess: () => {
      toast.success('Withdrawal paid out');
      done();
    },
    onError: (e) => {
      setAsked(false);
      toast.error(errorText(e));
    },
  });
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <p className="text-sm break-words">
        <span className="font-mono">{w.reference}</span> · {w.email} · {money(w.amount, w.currency)}{' '}
        to {w.beneficiaryName} · {when(w.createdAt)}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <div className="grid gap-2 self-end">
          {asked ? (
            <FinalCheck
              action="Yes, pay out"
              busy={approve.isPending}
              onConfirm={() => approve.mutate()}
              onCancel={() => setAsked(false)}
            >
              Pay {money(w.amount, w.currency)} to {w.beneficiaryName}?
            </FinalCheck>
          ) : (
            <Button className="justify-self-start" onClick={() => setAsked(true)}>
              Approve payout
            </Button>
          )}
        </div>
        <RejectForm
          id={`wrej-${w.id}`}
          label="Reject withdrawal"
          url={`/api/admin/funding/withdrawals/${w.id}/reject`}
          done={done}
          successMessage="Withdrawal rejected; hold released"
          what={`withdrawal ${w.reference}`}
        />
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
        <CardDescription>
          Confirm received deposits and decide withdrawals. Every decision is final and recorded in
          the audit log.
        </CardDescription>
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
