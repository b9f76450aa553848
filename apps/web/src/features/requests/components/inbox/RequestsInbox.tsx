import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  REQUEST_TYPE_LABELS,
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
import { formatDateTime } from '@/lib/format';
import { requestListQuery, requestsExportHref, type RequestFilters } from '../../api/inbox';
import { RequestDetailDialog } from './RequestDetailDialog';
import { RequestStatusBadge } from './RequestStatusBadge';

/** The admin requests inbox: every request type in one list, filtered, paged, newest first. */
export function RequestsInbox() {
  const f = useListFilters<RequestFilters>();
  const [open, setOpen] = useState<{ type: RequestType; id: string } | null>(null);
  const list = useQuery(requestListQuery(f.filters, f.pages.cursor));

  return (
    <div className="space-y-4">
      <FilterForm label="Filter requests" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <SearchField list={f} label="Search name, email or company" placeholder="e.g. acme" />
        <SelectFilter list={f} name="type" label="Type">
          <option value="">All types</option>
          {REQUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {REQUEST_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter list={f} name="status" label="Status">
          <option value="">Any status</option>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {REQUEST_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectFilter>
        <DateRangeFilter list={f} />
      </FilterForm>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SelectFilter list={f} name="assignee" label="Assigned to" className="w-48">
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="none">Unassigned</option>
        </SelectFilter>
        <Button asChild variant="outline">
          <a href={requestsExportHref(f.filters)} download>
            <Download className="size-4" aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>

      <AdminList
        query={list}
        pages={f.pages}
        label="Requests"
        empty="No requests match these filters."
        itemKey={(r: RequestListItem) => `${r.type}-${r.id}`}
        cards={{
          label: 'Requests, newest first',
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
                {REQUEST_TYPE_LABELS[r.type]} · {formatDateTime(r.createdAt)}
                {r.assigneeName ? ` · ${r.assigneeName}` : ''}
              </p>
              <p className="truncate text-sm">{r.summary}</p>
            </li>
          ),
        }}
        table={{
          label: 'Requests table',
          caption: 'Requests, newest first',
          className: 'w-full min-w-[720px] text-sm',
          columns: columns('Received', 'Type', 'From', 'Summary', 'Status', 'Assigned'),
          row: (r) => (
            <tr className="border-t hover:bg-muted/30">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatDateTime(r.createdAt)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{REQUEST_TYPE_LABELS[r.type]}</td>
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
