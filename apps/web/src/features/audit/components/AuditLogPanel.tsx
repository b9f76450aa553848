import { useQuery } from '@tanstack/react-query';
import type { AuditEntryRow } from '@mizani/shared';
import {
  AdminList,
  DateRangeFilter,
  FilterForm,
  SearchField,
  SelectFilter,
  columns,
  useListFilters,
} from '@/components/admin-list';
import { formatDateTime } from '@/lib/format';
import { auditActionsQuery, auditQuery, type AuditFilters } from '../api/audit';

const show = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 1));
const who = (e: AuditEntryRow) => e.actorEmail ?? e.actorId ?? 'system';
const target = (e: AuditEntryRow) => (
  <>
    {e.targetType}
    {e.targetId ? ` ${e.targetId}` : ''}
  </>
);

/** The append-only audit log: read and search only. */
export function AuditLogPanel() {
  const f = useListFilters<AuditFilters>();
  const list = useQuery(auditQuery(f.filters, f.pages.cursor));
  const actions = useQuery(auditActionsQuery());
  return (
    <div className="space-y-4">
      <FilterForm label="Filter the audit log" className="grid gap-3 sm:grid-cols-5">
        <SearchField list={f} label="Search actor, action, target or IP" />
        <SelectFilter list={f} name="action" label="Action">
          <option value="">All actions</option>
          {(actions.data?.actions ?? []).map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectFilter>
        <DateRangeFilter list={f} />
      </FilterForm>
      <AdminList
        query={list}
        pages={f.pages}
        label="Audit log"
        empty="No audit entries match."
        itemKey={(e: AuditEntryRow) => e.id}
        // Small screens: one card per entry (a 7-column table is unreadable at 390 px).
        cards={{
          label: 'Audit log entries',
          className: 'grid gap-3 md:hidden',
          render: (e) => <AuditEntryCard entry={e} />,
        }}
        table={{
          label: 'Audit log table',
          caption: 'Audit log, newest first',
          className: 'w-full min-w-[860px] text-sm',
          columns: columns('Time', 'Who', 'Action', 'Target', 'Before', 'After', 'IP'),
          row: (e) => (
            <tr className="border-t align-top">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatDateTime(e.createdAt)}
              </td>
              <td className="px-3 py-2">{who(e)}</td>
              <td className="px-3 py-2">
                <code className="text-xs">{e.action}</code>
              </td>
              <td className="px-3 py-2 text-xs break-all">{target(e)}</td>
              <td className="max-w-56 px-3 py-2">
                <pre className="text-xs break-all whitespace-pre-wrap">{show(e.before)}</pre>
              </td>
              <td className="max-w-56 px-3 py-2">
                <pre className="text-xs break-all whitespace-pre-wrap">{show(e.after)}</pre>
              </td>
              <td className="px-3 py-2 text-xs">{e.ip}</td>
            </tr>
          ),
        }}
      />
    </div>
  );
}

function AuditEntryCard({ entry: e }: { entry: AuditEntryRow }) {
  return (
    <li className="min-w-0 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <code className="text-xs font-semibold break-all">{e.action}</code>
        <span className="text-xs text-muted-foreground tabular-nums">
          {formatDateTime(e.createdAt)}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">Who</dt>
        <dd className="break-all">{who(e)}</dd>
        {e.targetType || e.targetId ? (
          <>
            <dt className="text-muted-foreground">Target</dt>
            <dd className="break-all">{target(e)}</dd>
          </>
        ) : null}
        {e.ip ? (
          <>
            <dt className="text-muted-foreground">IP</dt>
            <dd className="break-all">{e.ip}</dd>
          </>
        ) : null}
      </dl>
      {e.before != null || e.after != null ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-xs font-medium">Before and after</summary>
          <div className="mt-1 grid gap-2">
            {[
              ['Before', e.before],
              ['After', e.after],
            ].map(([label, v]) => (
              <div key={label as string} className="min-w-0">
                <p className="text-xs text-muted-foreground">{label as string}</p>
                <pre className="max-h-48 overflow-auto rounded bg-muted/50 p-2 text-xs break-all whitespace-pre-wrap">
                  {show(v) || '—'}
                </pre>
              </div>
            ))}
          </div>
        </details>
      ) : null}
    </li>
  );
}
