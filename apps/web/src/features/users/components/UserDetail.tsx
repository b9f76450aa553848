import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { AdminUserDetail } from '@mizani/shared';
import { LoadError, RowsSkeleton } from '@/components/admin-list';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { invalidateAdmin } from '@/lib/admin-cache';
import { useAuth } from '@/lib/session';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { enableUser, setUserRole, userDetailQuery, userKeys } from '../api/users';
import { DisableUserForm } from './DisableUserForm';
import { RoleBadge } from './RoleBadge';

/** One user in the admin's dialog: facts, balances, recent activity and the account actions. */
export function UserDetail({ id }: { id: string }) {
  const q = useQuery(userDetailQuery(id));
  const { t } = useT();
  const fmt = useFormat();
  if (q.isPending || q.isError)
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('admin.users.user')}</DialogTitle>
          <DialogDescription>
            {q.isPending ? t('admin.common.loading') : t('admin.users.loadFailed')}
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
    [t('admin.inbox.field.email'), u.email],
    [t('admin.users.firstName'), u.firstName ?? '—'],
    [t('admin.users.lastName'), u.lastName ?? '—'],
    [t('admin.inbox.field.company'), u.company ?? '—'],
    [t('admin.users.country'), u.country ?? '—'],
    [t('admin.users.joined'), fmt.dateTime(u.createdAt)],
    [
      t('admin.users.emailVerification'),
      t(u.emailVerified ? 'admin.users.verified' : 'admin.users.notVerified'),
    ],
    [
      t('admin.users.twoFactor'),
      t(u.twoFactorEnabled ? 'admin.users.enabled' : 'admin.users.notEnabled'),
    ],
    [t('admin.users.activeSessions'), String(u.activeSessions)],
    [
      t('admin.users.account'),
      u.disabledAt
        ? t('admin.users.disabledSince', { at: fmt.dateTime(u.disabledAt) })
        : t('admin.users.active'),
    ],
  ];
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {u.name || u.email} <RoleBadge role={u.role} />
        </DialogTitle>
        <DialogDescription>{t('admin.users.userId', { id: u.id })}</DialogDescription>
      </DialogHeader>
      <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-muted-foreground">{k}</dt>
            <dd className="text-sm break-words">{v}</dd>
          </div>
        ))}
      </dl>
      <section aria-label={t('admin.users.balances')} className="space-y-2 border-t pt-4">
        <h3 className="font-semibold">{t('admin.users.balances')}</h3>
        {u.balances.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.users.noWallets')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-3">
            {u.balances.map((b) => (
              <li key={b.currency} className="rounded-md border p-2 text-sm">
                <span className="text-xs text-muted-foreground">{b.currency}</span>
                <span className="block font-semibold tabular-nums">{fmt.amount(b.balance)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t('admin.users.activity')} className="space-y-2 border-t pt-4">
        <h3 className="font-semibold">{t('admin.users.activity')}</h3>
        {u.activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.users.noActivity')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {u.activity.map((a, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-2">
                <span>
                  <code className="text-xs">{a.action}</code>{' '}
                  {a.detail ? <span className="text-muted-foreground">{a.detail}</span> : null}
                </span>
                <time className="text-xs text-muted-foreground" dateTime={a.at}>
                  {fmt.dateTime(a.at)}
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
  const { t } = useT();
  const done = (msg: string) => {
    toast.success(msg);
    invalidateAdmin(qc, userKeys.all());
  };
  const fail = (title: string) => (err: unknown) =>
    toast.error(title, { description: errorText(err) });
  const role = useMutation({
    mutationFn: (r: 'client' | 'admin') => setUserRole(u.id, r),
    onSuccess: (_d, r) =>
      done(t(r === 'admin' ? 'admin.users.adminGranted' : 'admin.users.adminRemoved')),
    onError: fail(t('admin.users.roleFailed')),
  });
  const enable = useMutation({
    mutationFn: () => enableUser(u.id),
    onSuccess: () => done(t('admin.users.reEnabled')),
    onError: fail(t('admin.users.enableFailed')),
  });
  const self = me?.id === u.id;
  return (
    <>
      <section aria-label={t('admin.users.actions')} className="flex flex-wrap gap-2 border-t pt-4">
        {u.role === 'admin' ? (
          <Button
            type="button"
            variant="outline"
            disabled={role.isPending}
            onClick={() => role.mutate('client')}
          >
            <ShieldOff className="size-4" aria-hidden="true" /> {t('admin.users.revokeAdmin')}
          </Button>
        ) : (
          <Button
            type="button"
            disabled={role.isPending || !!u.disabledAt}
            onClick={() => role.mutate('admin')}
          >
            <ShieldCheck className="size-4" aria-hidden="true" /> {t('admin.users.grantAdmin')}
          </Button>
        )}
        {u.disabledAt ? (
          <Button
            type="button"
            variant="outline"
            disabled={enable.isPending}
            onClick={() => enable.mutate()}
          >
            {t('admin.users.enableAccount')}
          </Button>
        ) : !self ? (
          <Button type="button" variant="destructive" onClick={() => setDisabling(true)}>
            {t('admin.users.disableAccount')}
          </Button>
        ) : null}
      </section>
      {disabling && !u.disabledAt ? (
        <DisableUserForm id={u.id} onDone={() => setDisabling(false)} />
      ) : null}
    </>
  );
}
