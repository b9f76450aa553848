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
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { auditActionsQuery, auditQuery, type AuditFilters } from '../api/audit';

const show = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 1));
const who = (e: AuditEntryRow, system: string) => e.actorEmail ?? e.actorId ?? system;
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
  const { t } = useT();
  const fmt = useFormat();
  const system = t('admin.audit.system');
  return (
    <div className="space-y-4">
      <FilterForm label={t('admin.audit.filter')} className="grid gap-3 sm:grid-cols-5">
        <SearchField list={f} label={t('admin.audit.search')} />
        <SelectFilter list={f} name="action" label={t('admin.audit.action')}>
          <option value="">{t('admin.audit.allActions')}</option>
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
        label={t('admin.tab.audit')}
        empty={t('admin.audit.empty')}
        itemKey={(e: AuditEntryRow) => e.id}
        // Small screens: one card per entry (a 7-column table is unreadable at 390 px).
        cards={{
          label: t('admin.audit.entries'),
          className: 'grid gap-3 md:hidden',
          render: (e) => <AuditEntryCard entry={e} />,
        }}
        table={{
          label: t('admin.audit.table'),
          caption: t('admin.audit.newestFirst'),
          className: 'w-full min-w-[860px] text-sm',
          columns: columns(
            t('admin.audit.time'),
            t('admin.audit.who'),
            t('admin.audit.action'),
            t('admin.audit.target'),
            t('admin.audit.before'),
            t('admin.audit.after'),
            t('admin.audit.ip'),
          ),
          row: (e) => (
            <tr className="border-t align-top">
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {fmt.dateTime(e.createdAt)}
              </td>
              <td className="px-3 py-2">{who(e, system)}</td>
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
  const { t } = useT();
  const fmt = useFormat();
  return (
    <li className="min-w-0 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <code className="text-xs font-semibold break-all">{e.action}</code>
        <span className="text-xs text-muted-foreground tabular-nums">
          {fmt.dateTime(e.createdAt)}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">{t('admin.audit.who')}</dt>
        <dd className="break-all">{who(e, t('admin.audit.system'))}</dd>
        {e.targetType || e.targetId ? (
          <>
            <dt className="text-muted-foreground">{t('admin.audit.target')}</dt>
            <dd className="break-all">{target(e)}</dd>
          </>
        ) : null}
        {e.ip ? (
          <>
            <dt className="text-muted-foreground">{t('admin.audit.ip')}</dt>
            <dd className="break-all">{e.ip}</dd>
          </>
        ) : null}
      </dl>
      {e.before != null || e.after != null ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-xs font-medium">
            {t('admin.audit.beforeAfter')}
          </summary>
          <div className="mt-1 grid gap-2">
            {[
              [t('admin.audit.before'), e.before],
              [t('admin.audit.after'), e.after],
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
