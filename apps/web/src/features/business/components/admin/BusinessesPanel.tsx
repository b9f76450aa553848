import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  BUSINESS_ROLE_LABELS,
  BusinessDisableSchema,
  VERIFICATION_STATUS_LABELS,
} from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import {
  adminBusinessKeys,
  adminBusinessQuery,
  adminBusinessesQuery,
  disableBusiness,
  enableBusiness,
} from '../../api/admin';

/** Admin: every business, searchable; the detail holds the KYB decision and disable/enable. */
export function BusinessesPanel() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('all');
  const [filters, setFilters] = useState<{ q?: string; status?: string }>({});
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(adminBusinessesQuery(filters));
  const rows = list.data?.businesses ?? [];
  return (
    <div className="space-y-4">
      <form
        aria-label="Filter businesses"
        className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...(q.trim() ? { q: q.trim() } : {}), status });
        }}
      >
        <FormField label="Search legal name or registration number">
          <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </FormField>
        <FormField label="Status">
          <select
            className={selectClasses}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="all">All</option>
            <option value="active">Active</option>
            <option value="unverified">Not verified</option>
            <option value="disabled">Disabled</option>
          </select>
        </FormField>
        <Button type="submit">Search</Button>
      </form>
      {list.isLoading ? (
        <Skeleton className="h-32" />
      ) : list.isError ? (
        <p role="alert">Businesses could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No businesses match.</p>
      ) : (
        <ul aria-label="Businesses" className="divide-y rounded-lg border">
          {rows.map((b) => (
            <li
              key={b.id}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <div className="min-w-0">
                <button
                  type="button"
                  className="text-left font-medium text-primary underline-offset-4 hover:underline"
                  onClick={() => setOpen(b.id)}
                >
                  {b.legalName}
                </button>
                <p className="text-xs text-muted-foreground">
                  {b.registrationNumber} · {b.country} · {b.members} member
                  {b.members === 1 ? '' : 's'} · opened {formatDate(b.createdAt)}
                </p>
              </div>
              <span className="flex flex-wrap gap-1">
                <Badge variant={b.verified ? 'secondary' : 'outline'}>
                  {b.verified ? 'Verified' : 'Not verified'}
                </Badge>
                {b.disabledAt ? <Badge variant="destructive">Disabled</Badge> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={!!open} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
          {open ? <BusinessDetail id={open} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function BusinessDetail({ id }: { id: string }) {
  const qc = useQueryClient();
  const q = useQuery(adminBusinessQuery(id));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const act = (fn: () => Promise<unknown>, message: string) => ({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(message);
      setReason('');
      await qc.invalidateQueries({ queryKey: adminBusinessKeys.all });
    },
    onError: (err: unknown) => toast.error(errorText(err)),
  });
  const enable = useMutation(act(() => enableBusiness(id), 'Business enabled.'));
  const disable = useMutation(act(() => disableBusiness(id, reason.trim()), 'Business disabled.'));
  if (q.isLoading) return <Skeleton className="h-48" />;
  if (q.isError) return <p role="alert">This business could not be loaded.</p>;
  const { business: b, members, balances, history } = q.data!;
  return (
    <div className="grid gap-4 text-sm">
      <DialogHeader>
        <DialogTitle>{b.legalName}</DialogTitle>
        <DialogDescription>
          {b.registrationNumber} · {b.country} · {b.address}
        </DialogDescription>
      </DialogHeader>
      <section className="grid gap-2">
        <h3 className="font-semibold">Verification</h3>
        {b.verified ? (
          <p>Verified (tier {b.tier}: business limits).</p>
        ) : (
          <p>
            {VERIFICATION_STATUS_LABELS[b.verificationStatus]}. The owners or admins send the
            certificate of incorporation, proof of address, directors and owners over 25% from their
            Business tab; it is decided in the{' '}
            <a className="font-medium underline underline-offset-4" href="/admin?tab=verification">
              Verification queue
            </a>
            . Until then the business cannot move money.
          </p>
        )}
      </section>
      <section className="grid gap-1">
        <h3 className="font-semibold">Members</h3>
        <ul>
          {members.map((m) => (
            <li key={m.id}>
              {m.name} ({m.email}) · {BUSINESS_ROLE_LABELS[m.role]}
            </li>
          ))}
        </ul>
      </section>
      <section className="grid gap-1">
        <h3 className="font-semibold">Balances</h3>
        {balances.length ? (
          <ul>
            {balances.map((a) => (
              <li key={a.currency}>{formatMoney(a.balance, a.currency)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No balances yet.</p>
        )}
      </section>
      <section className="grid gap-2">
        <h3 className="font-semibold">Access</h3>
        {b.disabledAt ? (
          <>
            <p>
              Disabled on {formatDateTime(b.disabledAt)}: {b.disabledReason}. Members keep their
              personal accounts.
            </p>
            <div>
              <Button variant="outline" onClick={() => enable.mutate()} disabled={enable.isPending}>
                Enable business
              </Button>
            </div>
          </>
        ) : (
          <form
            noValidate
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const parsed = BusinessDisableSchema.safeParse({ reason });
              if (!parsed.success) return setError(parsed.error.issues[0]?.message);
              setError(undefined);
              disable.mutate();
            }}
          >
            <FormField label="Reason for disabling" error={error}>
              <Input value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <div>
              <Button type="submit" variant="destructive" disabled={disable.isPending}>
                Disable business
              </Button>
            </div>
          </form>
        )}
      </section>
      <section className="grid gap-1">
        <h3 className="font-semibold">Membership and account changes</h3>
        <ul>
          {history.map((h, i) => (
            <li key={i}>
              {formatDateTime(h.createdAt)} · {h.action} · {h.actor_email ?? 'system'}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
