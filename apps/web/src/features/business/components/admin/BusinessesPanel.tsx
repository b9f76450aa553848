import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { BusinessDisableSchema } from '@mizani/shared';
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
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
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
  const { t } = useT();
  const fmt = useFormat();
  return (
    <div className="space-y-4">
      <form
        aria-label={t('admin.businesses.filter')}
        className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...(q.trim() ? { q: q.trim() } : {}), status });
        }}
      >
        <FormField label={t('admin.businesses.search')}>
          <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </FormField>
        <FormField label={t('admin.inbox.status')}>
          <select
            className={selectClasses}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="all">{t('admin.businesses.all')}</option>
            <option value="active">{t('admin.businesses.active')}</option>
            <option value="unverified">{t('admin.businesses.notVerified')}</option>
            <option value="disabled">{t('admin.businesses.disabled')}</option>
          </select>
        </FormField>
        <Button type="submit">{t('admin.businesses.searchButton')}</Button>
      </form>
      {list.isLoading ? (
        <Skeleton className="h-32" />
      ) : list.isError ? (
        <p role="alert">{t('admin.businesses.loadFailed')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.businesses.empty')}</p>
      ) : (
        <ul aria-label={t('admin.tab.businesses')} className="divide-y rounded-lg border">
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
                  {b.registrationNumber} · {b.country} ·{' '}
                  {t('admin.businesses.members', { n: b.members })} ·{' '}
                  {t('admin.businesses.opened', { date: fmt.date(b.createdAt) })}
                </p>
              </div>
              <span className="flex flex-wrap gap-1">
                <Badge variant={b.verified ? 'secondary' : 'outline'}>
                  {t(b.verified ? 'admin.businesses.verified' : 'admin.businesses.notVerified')}
                </Badge>
                {b.disabledAt ? (
                  <Badge variant="destructive">{t('admin.businesses.disabled')}</Badge>
                ) : null}
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
  const { t } = useT();
  const fmt = useFormat();
  const act = (fn: () => Promise<unknown>, message: string) => ({
    mutationFn: fn,
    onSuccess: async () => {
      toast.success(message);
      setReason('');
      await qc.invalidateQueries({ queryKey: adminBusinessKeys.all });
    },
    onError: (err: unknown) => toast.error(errorText(err)),
  });
  const enable = useMutation(act(() => enableBusiness(id), t('admin.businesses.enabledToast')));
  const disable = useMutation(
    act(() => disableBusiness(id, reason.trim()), t('admin.businesses.disabledToast')),
  );
  if (q.isLoading) return <Skeleton className="h-48" />;
  if (q.isError) return <p role="alert">{t('admin.businesses.detailFailed')}</p>;
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
        <h3 className="font-semibold">{t('admin.tab.verification')}</h3>
        {b.verified ? (
          <p>{t('admin.businesses.verifiedTier', { tier: b.tier })}</p>
        ) : (
          <p>
            {t(`admin.verification.status.${b.verificationStatus}`)}. {t('admin.businesses.kybHow')}{' '}
            <a className="font-medium underline underline-offset-4" href="/admin?tab=verification">
              {t('admin.verification.title')}
            </a>
            {t('admin.businesses.kybUntil')}
          </p>
        )}
      </section>
      <section className="grid gap-1">
        <h3 className="font-semibold">{t('admin.businesses.membersTitle')}</h3>
        <ul>
          {members.map((m) => (
            <li key={m.id}>
              {m.name} ({m.email}) · {t(`admin.businesses.role.${m.role}`)}
            </li>
          ))}
        </ul>
      </section>
      <section className="grid gap-1">
        <h3 className="font-semibold">{t('admin.businesses.balances')}</h3>
        {balances.length ? (
          <ul>
            {balances.map((a) => (
              <li key={a.currency}>{fmt.money(a.balance, a.currency)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('admin.businesses.noBalances')}</p>
        )}
      </section>
      <section className="grid gap-2">
        <h3 className="font-semibold">{t('admin.businesses.access')}</h3>
        {b.disabledAt ? (
          <>
            <p>
              {t('admin.businesses.disabledOn', {
                at: fmt.dateTime(b.disabledAt),
                reason: b.disabledReason ?? '',
              })}
            </p>
            <div>
              <Button variant="outline" onClick={() => enable.mutate()} disabled={enable.isPending}>
                {t('admin.businesses.enable')}
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
            <FormField label={t('admin.users.reason')} error={error}>
              <Input value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <div>
              <Button type="submit" variant="destructive" disabled={disable.isPending}>
                {t('admin.businesses.disable')}
              </Button>
            </div>
          </form>
        )}
      </section>
      <section className="grid gap-1">
        <h3 className="font-semibold">{t('admin.businesses.history')}</h3>
        <ul>
          {history.map((h, i) => (
            <li key={i}>
              {fmt.dateTime(h.createdAt)} · {h.action} · {h.actor_email ?? t('admin.audit.system')}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
