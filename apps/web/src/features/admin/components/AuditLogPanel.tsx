import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { auditActionsQuery, auditQuery, type AuditFilters } from '../api/admin';
import {
  EmptyState,
  Field,
  LoadError,
  Pager,
  RowsSkeleton,
  Select,
  fmtDateTime,
  useCursorPages,
} from './parts';

const show = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 1));

/** The append-only audit log: read and search only. */
export function AuditLogPanel() {
  const ids = useId();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const list = useQuery(auditQuery(filters, pages.cursor));
  const actions = useQuery(auditActionsQuery());
  useEffect(() => {
    const t = setTimeout(() => {
      setFilters((f) => ({ ...f, q: search.trim() || undefined }));
      pages.reset();
    }, 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const set = (patch: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    pages.reset();
  };
  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Filter the audit log"
        className="grid gap-3 sm:grid-cols-5"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field id={`${ids}-q`} label="Search actor, action, target or IP" className="sm:col-span-2">
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
        <Field id={`${ids}-action`} label="Action">
          <Select
            id={`${ids}-action`}
            value={filters.action ?? ''}
            onChange={(e) => set({ action: e.target.value })}
          >
            <option value="">All actions</option>
            {(actions.data?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${ids}-from`} label="From date">
          <Input
            id={`${ids}-from`}
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => set({ from: e.target.value })}
          />
        </Field>
        <Field id={`${ids}-to`} label="To date">
          <Input
            id={`${ids}-to`}
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => set({ to: e.target.value })}
          />
        </Field>
      </form>
      {list.isPending ? (
        <RowsSkeleton rows={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState>No audit entries match.</EmptyState>
      ) : (
        <>
          {/* Small screens: one card per entry (a 7-column table is unreadable at 390 px). */}
          <ul className="grid gap-3 md:hidden" aria-label="Audit log entries">
            {list.data.items.map((e) => (
              <li key={e.id} className="min-w-0 rounded-lg border p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <code className="text-xs font-semibold break-all">{e.action}</code>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {fmtDateTime(e.createdAt)}
                  </span>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
                  <dt className="text-muted-foreground">Who</dt>
                  <dd className="break-all">{e.actorEmail ?? e.actorId ?? 'system'}</dd>
                  {e.targetType || e.targetId ? (
                    <>
                      <dt className="text-muted-foreground">Target</dt>
                      <dd className="break-all">
                        {e.targetType}
                        {e.targetId ? ` ${e.targetId}` : ''}
                      </dd>
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
                    <summary className="cursor-pointer text-xs font-medium">
                      Before and after
                    </summary>
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
            ))}
          </ul>
          <div
            className="hidden overflow-x-auto rounded-lg border md:block"
            role="region"
            aria-label="Audit log table"
            tabIndex={0}
          >
            <table className="w-full min-w-[860px] text-sm">
              <caption className="sr-only">Audit log, newest first</caption>
              <thead className="bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Time
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Who
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Action
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Target
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Before
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    After
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    IP
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((e) => (
                  <tr key={e.id} className="border-t align-top">
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {fmtDateTime(e.createdAt)}
                    </td>
                    <td className="px-3 py-2">{e.actorEmail ?? e.actorId ?? 'system'}</td>
                    <td className="px-3 py-2">
                      <code className="text-xs">{e.action}</code>
                    </td>
                    <td className="px-3 py-2 text-xs break-all">
                      {e.targetType}
                      {e.targetId ? ` ${e.targetId}` : ''}
                    </td>
                    <td className="max-w-56 px-3 py-2">
                      <pre className="text-xs break-all whitespace-pre-wrap">{show(e.before)}</pre>
                    </td>
                    <td className="max-w-56 px-3 py-2">
                      <pre className="text-xs break-all whitespace-pre-wrap">{show(e.after)}</pre>
                    </td>
                    <td className="px-3 py-2 text-xs">{e.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Audit log"
            page={pages.page}
            hasNext={!!list.data.nextCursor}
            onPrev={pages.prev}
            onNext={() => pages.next(list.data.nextCursor)}
            busy={list.isFetching}
          />
        </>
      )}
    </div>
  );
}
