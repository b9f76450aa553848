import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { formatAmount, type AdminUserDetail } from '@mizani/shared';
import { LoadError, RowsSkeleton } from '@/components/admin-list';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { invalidateAdmin } from '@/lib/admin-cache';
import { useAuth } from '@/lib/session';
import { errorText } from '@/lib/error-messages';
import { formatDateTime } from '@/lib/format';
import { enableUser, setUserRole, userDetailQuery, userKeys } from '../api/users';
import { DisableUserForm } from './DisableUserForm';
import { RoleBadge } from './RoleBadge';

/** One user in the admin's dialog: facts, balances, recent activity and the account actions. */
export function UserDetail({ id }: { id: string }) {
  const q = useQuery(userDetailQuery(id));
  if (q.isPending || q.isError)
    return (
      <>
        <DialogHeader>
          <DialogTitle>User</DialogTitle>
          <DialogDescription>
            {q.isPending ? 'Loading…' : 'This user could not be loaded.'}
          </DialogDescription>
        </DialogHeader>
        {q.isPending ? (
          <RowsSkeleton rows={5} />
        ) : (
          <LoadError error={q.error} onRetry={() => void q.refetch()} />
        )}
      </>
    );
  const u = q.data;
  const facts: [string, string][] = [
    ['Email', u.email],
    ['First name', u.firstName ?? '—'],
    ['Last name', u.lastName ?? '—'],
    ['Company', u.company ?? '—'],
    ['Country', u.country ?? '—'],
    ['Joined', formatDateTime(u.createdAt)],
    ['Email verification', u.emailVerified ? 'Verified' : 'Not verified'],
    ['Two-factor authentication', u.twoFactorEnabled ? 'Enabled' : 'Not enabled'],
    ['Active sessions', String(u.activeSessions)],
    ['Account', u.disabledAt ? `Disabled since ${formatDateTime(u.disabledAt)}` : 'Active'],
  ];
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {u.name || u.email} <RoleBadge role={u.role} />
        </DialogTitle>
        <DialogDescription>User id {u.id}</DialogDescription>
      </DialogHeader>
      <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-muted-foreground">{k}</dt>
            <dd className="text-sm break-words">{v}</dd>
          </div>
        ))}
      </dl>
      <section aria-label="Wallet balances" className="space-y-2 border-t pt-4">
        <h3 className="font-semibold">Wallet balances</h3>
        {u.balances.length === 0 ? (
          <p className="text-sm text-muted-foreground">No wallets yet.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-3">
            {u.balances.map((b) => (
              <li key={b.currency} className="rounded-md border p-2 text-sm">
                <span className="text-xs text-muted-foreground">{b.currency}</span>
                <span className="block font-semibold tabular-nums">{formatAmount(b.balance)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Recent activity" className="space-y-2 border-t pt-4">
        <h3 className="font-semibold">Recent activity</h3>
        {u.activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recorded activity.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {u.activity.map((a, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-2">
                <span>
                  <code className="text-xs">{a.action}</code>{' '}
                  {a.detail ? <span className="text-muted-foreground">{a.detail}</span> : null}
                </span>
                <time className="text-xs text-muted-foreground" dateTime={a.at}>
                  {formatDateTime(a.at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
      <AccountActions user={u} />
    </>
  );
}

/** Grant or revoke admin, enable or disable (never one's own account). */
function AccountActions({ user: u }: { user: AdminUserDetail }) {
  const qc = useQueryClient();
  const { user: me } = useAuth();
  const [disabling, setDisabling] = useState(false);
  const done = (msg: string) => {
    toast.success(msg);
    invalidateAdmin(qc, userKeys.all());
  };
  const fail = (title: string) => (err: unknown) =>
    toast.error(title, { description: errorText(err) });
  const role = useMutation({
    mutationFn: (r: 'client' | 'admin') => setUserRole(u.id, r),
    onSuccess: (_d, r) => done(r === 'admin' ? 'Admin role granted' : 'Admin role removed'),
    onError: fail('Could not change the role'),
  });
  const enable = useMutation({
    mutationFn: () => enableUser(u.id),
    onSuccess: () => done('Account re-enabled'),
    onError: fail('Could not enable the account'),
  });
  const self = me?.id === u.id;
  return (
    <>
      <section aria-label="Account actions" className="flex flex-wrap gap-2 border-t pt-4">
        {u.role === 'admin' ? (
          <Button
            type="button"
            variant="outline"
            disabled={role.isPending}
            onClick={() => role.mutate('client')}
          >
            <ShieldOff className="size-4" aria-hidden="true" /> Revoke admin
          </Button>
        ) : (
          <Button
            type="button"
            disabled={role.isPending || !!u.disabledAt}
            onClick={() => role.mutate('admin')}
          >
            <ShieldCheck className="size-4" aria-hidden="true" /> Grant admin
          </Button>
        )}
        {u.disabledAt ? (
          <Button
            type="button"
            variant="outline"
            disabled={enable.isPending}
            onClick={() => enable.mutate()}
          >
            Enable account
          </Button>
        ) : !self ? (
          <Button type="button" variant="destructive" onClick={() => setDisabling(true)}>
            Disable account
          </Button>
        ) : null}
      </section>
      {disabling && !u.disabledAt ? (
        <DisableUserForm id={u.id} onDone={() => setDisabling(false)} />
      ) : null}
    </>
  );
}
