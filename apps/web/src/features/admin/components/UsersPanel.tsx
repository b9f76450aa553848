import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Search, ShieldCheck, ShieldOff } from 'lucide-react';
import {
  DisableUserSchema,
  formatAmount,
  type AdminUserRow,
  type DisableUserInput,
} from '@mizani/shared';
import { api, ApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import {
  adminKeys,
  invalidateAdmin,
  userDetailQuery,
  userListQuery,
  type UserFilters,
} from '../api/admin';
import {
  EmptyState,
  Field,
  LoadError,
  Pager,
  RowsSkeleton,
  Select,
  errorMessage,
  fmtDate,
  fmtDateTime,
  invalid,
  useCursorPages,
} from './parts';

function RoleBadge({ role }: { role: 'client' | 'admin' }) {
  return role === 'admin' ? <Badge>Admin</Badge> : <Badge variant="muted">Client</Badge>;
}

export function UsersPanel() {
  const ids = useId();
  const [filters, setFilters] = useState<UserFilters>({});
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(userListQuery(filters, pages.cursor));
  useEffect(() => {
    const t = setTimeout(() => {
      setFilters((f) => ({ ...f, q: search.trim() || undefined }));
      pages.reset();
    }, 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const set = (patch: Partial<UserFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    pages.reset();
  };

  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Filter users"
        className="grid gap-3 sm:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field id={`${ids}-q`} label="Search name, email or company" className="sm:col-span-2">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${ids}-q`}
              type="search"
              className="pl-9"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </Field>
        <Field id={`${ids}-role`} label="Role">
          <Select
            id={`${ids}-role`}
            value={filters.role ?? ''}
            onChange={(e) => set({ role: e.target.value })}
          >
            <option value="">Any role</option>
            <option value="client">Client</option>
            <option value="admin">Admin</option>
          </Select>
        </Field>
        <Field id={`${ids}-status`} label="Account">
          <Select
            id={`${ids}-status`}
            value={filters.status ?? ''}
            onChange={(e) => set({ status: e.target.value })}
          >
            <option value="">Active and disabled</option>
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
          </Select>
        </Field>
      </form>
      {list.isPending ? (
        <RowsSkeleton rows={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState>No users match.</EmptyState>
      ) : (
        <>
          {/* Small screens: one card per user (the table would scroll its role and status away). */}
          <ul className="divide-y rounded-lg border md:hidden" aria-label="Users">
            {list.data.items.map((u: AdminUserRow) => (
              <li key={u.id} className="min-w-0 p-3 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <button
                    type="button"
                    className="min-w-0 text-left font-medium break-words text-primary underline-offset-4 hover:underline"
                    onClick={() => setOpen(u.id)}
                  >
                    {u.name || u.email}
                  </button>
                  <span className="flex shrink-0 flex-wrap justify-end gap-1">
                    <RoleBadge role={u.role} />
                    {u.disabledAt ? <Badge variant="destructive">Disabled</Badge> : null}
                  </span>
                </div>
                <p className="text-xs break-all text-muted-foreground">
                  {u.email}
                  {u.company ? ` · ${u.company}` : ''}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {u.emailVerified ? 'Email verified' : 'Email not verified'} ·{' '}
                  {u.twoFactorEnabled ? '2FA on' : '2FA off'} · Joined {fmtDate(u.createdAt)}
                </p>
              </li>
            ))}
          </ul>
          <div
            className="hidden overflow-x-auto rounded-lg border md:block"
            role="region"
            aria-label="Users table"
            tabIndex={0}
          >
            <table className="w-full min-w-[640px] text-sm">
              <caption className="sr-only">Users, newest first</caption>
              <thead className="bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    User
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Role
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Security
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((u: AdminUserRow) => (
                  <tr key={u.id} className="border-t hover:bg-muted/30">
                    <td className="px-3 py-2">
                      <button
                        type="button"
                        className="text-left font-medium text-primary underline-offset-4 hover:underline"
                        onClick={() => setOpen(u.id)}
                      >
                        {u.name || u.email}
                      </button>
                      <div className="text-xs text-muted-foreground">
                        {u.email}
                        {u.company ? ` · ${u.company}` : ''}
                      </div>
                    </td>
                    <td className="px-3 py-2">
                      <span className="flex flex-wrap gap-1">
                        <RoleBadge role={u.role} />
                        {u.disabledAt ? <Badge variant="destructive">Disabled</Badge> : null}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-xs text-muted-foreground">
                      {u.emailVerified ? 'Email verified' : 'Email not verified'} ·{' '}
                      {u.twoFactorEnabled ? '2FA on' : '2FA off'}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{fmtDate(u.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Users"
            page={pages.page}
            hasNext={!!list.data.nextCursor}
            onPrev={pages.prev}
            onNext={() => pages.next(list.data.nextCursor)}
            busy={list.isFetching}
          />
        </>
      )}
      <Dialog open={!!open} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
          {open ? <UserDetail id={open} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function UserDetail({ id }: { id: string }) {
  const qc = useQueryClient();
  const { user: me } = useAuth();
  const q = useQuery(userDetailQuery(id));
  const [disabling, setDisabling] = useState(false);
  const done = (msg: string) => {
    toast.success(msg);
    invalidateAdmin(qc, adminKeys.users());
  };
  const fail = (title: string) => (err: unknown) =>
    toast.error(title, { description: errorMessage(err) });
  const role = useMutation({
    mutationFn: (r: 'client' | 'admin') =>
      api(`/api/admin/users/${encodeURIComponent(id)}/role`, {
        method: 'PUT',
        body: { role: r },
      }),
    onSuccess: (_d, r) => done(r === 'admin' ? 'Admin role granted' : 'Admin role removed'),
    onError: fail('Could not change the role'),
  });
  const enable = useMutation({
    mutationFn: () =>
      api(`/api/admin/users/${encodeURIComponent(id)}/enable`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => done('Account re-enabled'),
    onError: fail('Could not enable the account'),
  });

  if (q.isPending)
    return (
      <>
        <DialogHeader>
          <DialogTitle>User</DialogTitle>
          <DialogDescription>Loading…</DialogDescription>
        </DialogHeader>
        <RowsSkeleton rows={5} />
      </>
    );
  if (q.isError)
    return (
      <>
        <DialogHeader>
          <DialogTitle>User</DialogTitle>
          <DialogDescription>This user could not be loaded.</DialogDescription>
        </DialogHeader>
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      </>
    );
  const u = q.data;
  const self = me?.id === u.id;
  const facts: [string, string][] = [
    ['Email', u.email],
    ['First name', u.firstName ?? '—'],
    ['Last name', u.lastName ?? '—'],
    ['Company', u.company ?? '—'],
    ['Country', u.country ?? '—'],
    ['Joined', fmtDateTime(u.createdAt)],
    ['Email verification', u.emailVerified ? 'Verified' : 'Not verified'],
    ['Two-factor authentication', u.twoFactorEnabled ? 'Enabled' : 'Not enabled'],
    ['Active sessions', String(u.activeSessions)],
    ['Account', u.disabledAt ? `Disabled since ${fmtDateTime(u.disabledAt)}` : 'Active'],
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
                  {fmtDateTime(a.at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
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
        <DisableForm id={u.id} onDone={() => setDisabling(false)} />
      ) : null}
    </>
  );
}

function DisableForm({ id, onDone }: { id: string; onDone: () => void }) {
  const fid = useId();
  const qc = useQueryClient();
  const form = useForm<DisableUserInput>({
    resolver: zodResolver(DisableUserSchema),
    defaultValues: { reason: '' },
  });
  const m = useMutation({
    mutationFn: (body: DisableUserInput) =>
      api(`/api/admin/users/${encodeURIComponent(id)}/disable`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      toast.success('Account disabled; its sessions have ended');
      invalidateAdmin(qc, adminKeys.users());
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields?.reason)
        form.setError('reason', { message: err.fields.reason });
      else
        toast.error('Could not disable the account', {
          description: errorMessage(err),
        });
    },
  });
  const error = form.formState.errors.reason?.message;
  return (
    <form
      onSubmit={form.handleSubmit((v) => m.mutate(v))}
      className="space-y-2 rounded-lg border border-destructive/40 p-3"
      noValidate
    >
      <Field
        id={`${fid}-reason`}
        label="Reason for disabling"
        error={error}
        hint="The user is signed out everywhere at once. Recorded in the audit log."
      >
        <Textarea
          id={`${fid}-reason`}
          rows={2}
          {...form.register('reason')}
          {...invalid(`${fid}-reason`, error)}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" disabled={m.isPending}>
          {m.isPending ? 'Disabling…' : 'Confirm disable'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
