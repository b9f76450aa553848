import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@mizani/shared';
import {
  AdminList,
  FilterForm,
  SearchField,
  SelectFilter,
  columns,
  useListFilters,
} from '@/components/admin-list';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { userListQuery, type UserFilters } from '../api/users';
import { RoleBadge } from './RoleBadge';
import { UserDetail } from './UserDetail';

/** Every account, searchable; a user's detail opens in a dialog with the admin's actions. */
export function UsersPanel() {
  const f = useListFilters<UserFilters>();
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery(userListQuery(f.filters, f.pages.cursor));
  const { t } = useT();
  const fmt = useFormat();

  const name = (u: AdminUserRow, className: string) => (
    <button type="button" className={className} onClick={() => setOpen(u.id)}>
      {u.name || u.email}
    </button>
  );
  const badges = (u: AdminUserRow, className: string) => (
    <span className={className}>
      <RoleBadge role={u.role} />
      {u.disabledAt ? <Badge variant="destructive">{t('admin.users.disabled')}</Badge> : null}
    </span>
  );
  const security = (u: AdminUserRow) => (
    <>
      {t(u.emailVerified ? 'admin.users.emailVerified' : 'admin.users.emailNotVerified')} ·{' '}
      {t(u.twoFactorEnabled ? 'admin.users.twoFactorOn' : 'admin.users.twoFactorOff')}
    </>
  );

  return (
    <div className="space-y-4">
      <FilterForm label={t('admin.users.filter')} className="grid gap-3 sm:grid-cols-4">
        <SearchField list={f} label={t('admin.inbox.search')} />
        <SelectFilter list={f} name="role" label={t('admin.users.role')}>
          <option value="">{t('admin.users.anyRole')}</option>
          <option value="client">{t('admin.users.roleClient')}</option>
          <option value="admin">{t('admin.users.roleAdmin')}</option>
        </SelectFilter>
        <SelectFilter list={f} name="status" label={t('admin.users.account')}>
          <option value="">{t('admin.users.activeAndDisabled')}</option>
          <option value="active">{t('admin.users.active')}</option>
          <option value="disabled">{t('admin.users.disabled')}</option>
        </SelectFilter>
      </FilterForm>
      <AdminList
        query={list}
        pages={f.pages}
        label={t('admin.users.users')}
        empty={t('admin.users.empty')}
        itemKey={(u: AdminUserRow) => u.id}
        // Small screens: one card per user (the table would scroll its role and status away).
        cards={{
          label: t('admin.users.users'),
          className: 'divide-y rounded-lg border md:hidden',
          render: (u) => (
            <li className="min-w-0 p-3 text-sm">
              <div className="flex items-start justify-between gap-3">
                {name(
                  u,
                  'min-w-0 text-left font-medium break-words text-primary underline-offset-4 hover:underline',
                )}
                {badges(u, 'flex shrink-0 flex-wrap justify-end gap-1')}
              </div>
              <p className="text-xs break-all text-muted-foreground">
                {u.email}
                {u.company ? ` · ${u.company}` : ''}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                {security(u)} · {t('admin.users.joinedOn', { date: fmt.date(u.createdAt) })}
              </p>
            </li>
          ),
        }}
        table={{
          label: t('admin.users.table'),
          caption: t('admin.users.newestFirst'),
          className: 'w-full min-w-[640px] text-sm',
          columns: columns(
            t('admin.users.user'),
            t('admin.users.role'),
            t('admin.users.security'),
            t('admin.users.joined'),
          ),
          row: (u) => (
            <tr className="border-t hover:bg-muted/30">
              <td className="px-3 py-2">
                {name(u, 'text-left font-medium text-primary underline-offset-4 hover:underline')}
                <div className="text-xs text-muted-foreground">
                  {u.email}
                  {u.company ? ` · ${u.company}` : ''}
                </div>
              </td>
              <td className="px-3 py-2">{badges(u, 'flex flex-wrap gap-1')}</td>
              <td className="px-3 py-2 text-xs text-muted-foreground">{security(u)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{fmt.date(u.createdAt)}</td>
            </tr>
          ),
        }}
      />
      <Dialog open={!!open} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
          {open ? <UserDetail id={open} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
