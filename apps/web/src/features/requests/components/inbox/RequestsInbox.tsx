import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import {
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestListItem,
  type RequestType,
} from '@mizani/shared';
import {
  AdminList,
  DateRangeFilter,
  FilterForm,
  SearchField,
  SelectFilter,
  columns,
  useListFilters,
} from '@/components/admin-list';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { requestListQuery, requestsExportHref, type RequestFilters } from '../../api/inbox';
import { RequestDetailDialog } from './RequestDetailDialog';
import { RequestStatusBadge } from './RequestStatusBadge';

/** The admin requests inbox: every request type in one list, filtered, paged, newest first. */
export function RequestsInbox() {
  const f = useListFilters<RequestFilters>();
  const [open, setOpen] = useState<{ type: RequestType; id: string } | null>(null);
  const list = useQuery(requestListQuery(f.filters, f.pages.cursor));
  const { t } = useT();
  const fmt = useFormat();

  return (
    <div className="space-y-4">
      <FilterForm
        label={t('admin.inbox.filter')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
      >
        <SearchField
          list={f}
          label={t('admin.inbox.search')}
          placeholder={t('admin.inbox.searchPlaceholder')}
        />
        <SelectFilter list={f} name="type" label={t('admin.inbox.type')}>
          <option value="">{t('admin.inbox.allTypes')}</option>
          {REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.requestType.${type}`)}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter list={f} name="status" label={t('admin.inbox.status')}>
          <option value="">{t('admin.inbox.anyStatus')}</option>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.requestStatus.${s}`)}
            </option>
          ))}
        </SelectFilter>
        <DateRangeFilter list={f} />
      </FilterForm>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SelectFilter list={f} name="assignee" label={t('admin.inbox.assignedTo')} className="w-48">
          <option value="">{t('admin.inbox.anyone')}</option>
          <option value="me">{t('admin.inbox.me')}</option>
          <option value="none">{t('admin.inbox.unassigned')}</option>
        </SelectFilter>
        <Button asChild variant="outline">
          <a href={requestsExportHref(f.filters)} download>
            <Download className="size-4" aria-hidden="true" /> {t('admin.inbox.export')}
          </a>
        </Button>
      </div>

      <AdminList
        query={list}
        pages={f.pages}
        label={t('admin.inbox.requests')}
        empty={t('admin.inbox.empty')}
        itemKey={(r: RequestListItem) => `${r.type}-${r.id}`}
        cards={{
          label: t('admin.inbox.newestFirst'),
          className: 'divide-y rounded-lg border md:hidden',
          render: (r) => (
            <li className="space-y-1 p-3">
              <div className="flex items-start justify-between gap-2">
                <button
                  type="button"
                  className="text-left font-medium text-primary underline-offset-4 hover:underline"
                  onClick={() => setOpen({ type: r.type, id: r.id })}
                >
                  {r.name}
                </button>
                <RequestStatusBadge status={r.status} />
              </div>
              <p className="text-xs text-muted-foreground">
                {t(`admin.requestType.${r.type}`)} · {fmt.dateTime(r.createdAt)}
                {r.assigneeName ? ` · ${r.assigneeName}` : ''}
              </p>
              <p className="truncate text-sm">{r.summary}</p>
            </li>
          ),
        }}
        table={{
          label: t('admin.inbox.table'),
          caption: t('admin.inbox.newestFirst'),
          className: 'w-full min-w-[720px] text-sm',
          columns: columns(
            t('admin.inbox.received'),
            t('admin.inbox.type'),
            t('admin.inbox.from'),
            t('admin.inbox.summary'),
            t('admin.inbox.status'),
            t('admin.inbox.assigned'),
          ),
          row: (r) => (
            <tr className="border-t hover:bg-muted/30">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {fmt.dateTime(r.createdAt)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{t(`admin.requestType.${r.type}`)}</td>
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
                  onClick={() => setOpen({ type: r.type, id: r.id })}
                >
                  {r.name}
                </button>
                <div className="text-xs text-muted-foreground">
                  {r.email}
                  {r.company ? ` · ${r.company}` : ''}
                </div>
              </td>
              <td className="max-w-72 truncate px-3 py-2" title={r.summary}>
                {r.summary}
              </td>
              <td className="px-3 py-2">
                <RequestStatusBadge status={r.status} />
              </td>
              <td className="px-3 py-2 text-muted-foreground">{r.assigneeName ?? '—'}</td>
            </tr>
          ),
        }}
      />
      <RequestDetailDialog target={open} onClose={() => setOpen(null)} />
    </div>
  );
}
