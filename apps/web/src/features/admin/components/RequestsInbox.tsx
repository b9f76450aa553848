import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Download, Search } from 'lucide-react';
import {
  formatAmount,
  QuoteReplySchema,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  REQUEST_TRANSITIONS,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPES,
  RequestNoteSchema,
  type QuoteReplyInput,
  type RequestListItem,
  type RequestNoteInput,
  type RequestStatus,
  type RequestType,
} from '@mizani/shared';
import { api, ApiError } from '@/lib/api';
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
  assigneesQuery,
  invalidateAdmin,
  qs,
  requestDetailQuery,
  requestListQuery,
  type RequestFilters,
} from '../api/admin';
import {
  EmptyState,
  Field,
  LoadError,
  Pager,
  RowsSkeleton,
  Select,
  cn,
  errorMessage,
  fmtDateTime,
  invalid,
  useCursorPages,
} from './parts';

const STATUS_STYLE: Record<RequestStatus, string> = {
  new: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  in_progress: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  closed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  spam: 'bg-muted text-muted-foreground',
};
export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge className={cn('border-transparent font-medium', STATUS_STYLE[status])}>
      {REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The button that moves a request to `to`, named for what it does. */
const MOVE_LABEL: Record<RequestStatus, string> = {
  new: 'Move back to new',
  in_progress: 'Mark in progress',
  closed: 'Close request',
  spam: 'Mark as spam',
};

export function RequestsInbox() {
  const ids = useId();
  const [filters, setFilters] = useState<RequestFilters>({});
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const [open, setOpen] = useState<{ type: RequestType; id: string } | null>(null);
  const list = useQuery(requestListQuery(filters, pages.cursor));

  // Search waits for a pause in typing, so each key press is not a request.
  useEffect(() => {
    const t = setTimeout(() => {
      setFilters((f) =>
        f.q === (search.trim() || undefined) ? f : { ...f, q: search.trim() || undefined },
      );
      pages.reset();
    }, 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const set = (patch: Partial<RequestFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    pages.reset();
  };
  const exportHref = `/api/admin/requests/export.csv${qs({ ...filters })}`;

  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Filter requests"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
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
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9"
              placeholder="e.g. acme"
            />
          </div>
        </Field>
        <Field id={`${ids}-type`} label="Type">
          <Select
            id={`${ids}-type`}
            value={filters.type ?? ''}
            onChange={(e) => set({ type: e.target.value as RequestType | '' })}
          >
            <option value="">All types</option>
            {REQUEST_TYPES.map((t) => (
              <option key={t} value={t}>
                {REQUEST_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${ids}-status`} label="Status">
          <Select
            id={`${ids}-status`}
            value={filters.status ?? ''}
            onChange={(e) => set({ status: e.target.value })}
          >
            <option value="">Any status</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {REQUEST_STATUS_LABELS[s]}
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Field id={`${ids}-assignee`} label="Assigned to" className="w-48">
          <Select
            id={`${ids}-assignee`}
            value={filters.assignee ?? ''}
            onChange={(e) => set({ assignee: e.target.value })}
          >
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Unassigned</option>
          </Select>
        </Field>
        <Button asChild variant="outline">
          <a href={exportHref} download>
            <Download className="size-4" aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>

      {list.isPending ? (
        <RowsSkeleton rows={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState>No requests match these filters.</EmptyState>
      ) : (
        <>
          <ul className="divide-y rounded-lg border md:hidden" aria-label="Requests, newest first">
            {list.data.items.map((r: RequestListItem) => (
              <li key={`${r.type}-${r.id}`} className="space-y-1 p-3">
                <div className="flex items-start justify-between gap-2">
                  <button
                    type="button"
                    className="text-left font-medium text-primary underline-offset-4 hover:underline"
                    onClick={() => setOpen({ type: r.type, id: r.id })}
                  >
                    {r.name}
                  </button>
                  <StatusBadge status={r.status} />
                </div>
                <p className="text-xs text-muted-foreground">
                  {REQUEST_TYPE_LABELS[r.type]} · {fmtDateTime(r.createdAt)}
                  {r.assigneeName ? ` · ${r.assigneeName}` : ''}
                </p>
                <p className="truncate text-sm">{r.summary}</p>
              </li>
            ))}
          </ul>
          <div
            className="hidden overflow-x-auto rounded-lg border md:block"
            role="region"
            aria-label="Requests table"
            tabIndex={0}
          >
            <table className="w-full min-w-[720px] text-sm">
              <caption className="sr-only">Requests, newest first</caption>
              <thead className="bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Received
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Type
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    From
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Summary
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Assigned
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((r: RequestListItem) => (
                  <tr key={`${r.type}-${r.id}`} className="border-t hover:bg-muted/30">
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {fmtDateTime(r.createdAt)}
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
                      <StatusBadge status={r.status} />
                    </td>
                    <td className="px-3 py-2 text-muted-foreground">{r.assigneeName ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Requests"
            page={pages.page}
            hasNext={!!list.data.nextCursor}
            onPrev={pages.prev}
            onNext={() => pages.next(list.data.nextCursor)}
            busy={list.isFetching}
          />
        </>
      )}
      <RequestDetailDialog target={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function RequestDetailDialog({
  target,
  onClose,
}: {
  target: { type: RequestType; id: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!target} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        {target ? <RequestDetailBody type={target.type} id={target.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RequestDetailBody({ type, id }: { type: RequestType; id: string }) {
  const ids = useId();
  const qc = useQueryClient();
  const detail = useQuery(requestDetailQuery(type, id));
  const assignees = useQuery(assigneesQuery());
  const refresh = () => invalidateAdmin(qc, adminKeys.requests());

  const update = useMutation({
    mutationFn: (body: { status?: RequestStatus; assignedTo?: string | null }) =>
      api(`/api/admin/requests/${type}/${id}`, { method: 'PATCH', body }),
    onSuccess: (_d, body) => {
      toast.success(
        body.status
          ? `Marked ${REQUEST_STATUS_LABELS[body.status].toLowerCase()}`
          : 'Assignment saved',
      );
      refresh();
    },
    onError: (err) =>
      toast.error('Could not update the request', {
        description: errorMessage(err),
      }),
  });

  if (detail.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{REQUEST_TYPE_LABELS[type]} request</DialogTitle>
          <DialogDescription>Loading…</DialogDescription>
        </DialogHeader>
        <RowsSkeleton rows={6} />
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{REQUEST_TYPE_LABELS[type]} request</DialogTitle>
          <DialogDescription>This request could not be loaded.</DialogDescription>
        </DialogHeader>
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    );
  }
  const d = detail.data;
  const title =
    d.fields.find((f) => f.key === 'name' || f.key === 'applicantName')?.value ?? 'Request';
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {REQUEST_TYPE_LABELS[type]} from {title}
        </DialogTitle>
        <DialogDescription>
          Received {fmtDateTime(d.createdAt)} · last change {fmtDateTime(d.updatedAt)}
        </DialogDescription>
      </DialogHeader>

      <section
        aria-label="Status and assignment"
        className="flex flex-wrap items-end gap-3 rounded-lg border bg-muted/30 p-3"
      >
        <div className="mr-auto">
          <p className="text-xs text-muted-foreground">Status</p>
          <p className="mt-1" data-testid="request-status">
            <StatusBadge status={d.status} />
          </p>
        </div>
        {REQUEST_TRANSITIONS[d.status].map((to) => (
          <Button
            key={to}
            type="button"
            size="sm"
            variant={to === 'spam' || to === 'new' ? 'outline' : 'default'}
            disabled={update.isPending}
            onClick={() => update.mutate({ status: to })}
          >
            {d.status === 'closed' && to === 'in_progress' ? 'Reopen' : MOVE_LABEL[to]}
          </Button>
        ))}
        <Field id={`${ids}-assign`} label="Assigned to" className="w-full sm:w-56">
          <Select
            id={`${ids}-assign`}
            value={d.assignedTo ?? ''}
            // Usable while the admin list loads (Unassigned is always a valid choice); a faded,
            // disabled select there read as broken and failed contrast checks mid-load.
            disabled={update.isPending}
            aria-busy={assignees.isPending || undefined}
            onChange={(e) => update.mutate({ assignedTo: e.target.value || null })}
          >
            <option value="">Unassigned</option>
            {(assignees.data?.assignees ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name || a.email}
              </option>
            ))}
            {d.assignedTo && !assignees.data?.assignees.some((a) => a.id === d.assignedTo) ? (
              <option value={d.assignedTo}>{d.assigneeName ?? 'Former admin'}</option>
            ) : null}
          </Select>
        </Field>
      </section>

      <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        {d.fields.map((f) => (
          <div key={f.key} className={cn(f.value && f.value.length > 60 ? 'sm:col-span-2' : '')}>
            <dt className="text-xs text-muted-foreground">{f.label}</dt>
            <dd className="text-sm break-words whitespace-pre-wrap">
              {f.value ? (
                f.key === 'resumeUrl' && /^https?:\/\//.test(f.value) ? (
                  <a
                    className="text-primary underline"
                    href={f.value}
                    target="_blank"
                    rel="noreferrer noopener"
                  >
                    {f.value}
                  </a>
                ) : f.key === 'amount' && /^\d+(\.\d+)?$/.test(f.value) ? (
                  <span className="tabular-nums">{formatAmount(f.value)}</span>
                ) : (
                  f.value
                )
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </dd>
          </div>
        ))}
      </dl>

      {type === 'quote' ? (
        <QuoteReplyForm
          id={id}
          disabled={d.status === 'closed' || d.status === 'spam'}
          replies={d.replies}
        />
      ) : null}
      <NotesSection type={type} id={id} notes={d.notes} />
    </>
  );
}

function NotesSection({
  type,
  id,
  notes,
}: {
  type: RequestType;
  id: string;
  notes: {
    id: string;
    body: string;
    authorName: string | null;
    createdAt: string;
  }[];
}) {
  const fid = useId();
  const qc = useQueryClient();
  const form = useForm<RequestNoteInput>({
    resolver: zodResolver(RequestNoteSchema),
    defaultValues: { body: '' },
  });
  const add = useMutation({
    mutationFn: (body: RequestNoteInput) =>
      api(`/api/admin/requests/${type}/${id}/notes`, { method: 'POST', body }),
    onSuccess: () => {
      form.reset({ body: '' });
      toast.success('Note added');
      invalidateAdmin(qc, adminKeys.request(type, id));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields?.body)
        form.setError('body', { message: err.fields.body });
      else
        toast.error('Could not add the note', {
          description: errorMessage(err),
        });
    },
  });
  const error = form.formState.errors.body?.message;
  return (
    <section aria-labelledby={`${fid}-h`} className="space-y-3 border-t pt-4">
      <h3 id={`${fid}-h`} className="font-semibold">
        Internal notes
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ol className="space-y-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-md border p-3 text-sm">
              <p className="whitespace-pre-wrap">{n.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {n.authorName ?? 'Former admin'} ·{' '}
                <time dateTime={n.createdAt}>{fmtDateTime(n.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={form.handleSubmit((v) => add.mutate(v))} className="space-y-2" noValidate>
        <Field id={`${fid}-body`} label="Internal note" error={error} hint="Only admins see notes.">
          <Textarea
            id={`${fid}-body`}
            rows={3}
            {...form.register('body')}
            {...invalid(`${fid}-body`, error)}
            disabled={add.isPending}
          />
        </Field>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </Button>
      </form>
    </section>
  );
}

function QuoteReplyForm({
  id,
  disabled,
  replies,
}: {
  id: string;
  disabled: boolean;
  replies: { at: string; subject: string; to: string }[];
}) {
  const fid = useId();
  const qc = useQueryClient();
  const form = useForm<QuoteReplyInput>({
    resolver: zodResolver(QuoteReplySchema),
    defaultValues: { rate: '', validHours: 24, message: '' },
  });
  const send = useMutation({
    mutationFn: (body: unknown) =>
      api<{ converted: string }>(`/api/admin/requests/quote/${id}/quote`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      toast.success('Quote emailed to the requester');
      form.reset({ rate: '', validHours: 24, message: '' });
      invalidateAdmin(qc, adminKeys.requests());
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields)
        for (const [k, m] of Object.entries(err.fields))
          form.setError(k as keyof QuoteReplyInput, { message: m });
      else
        toast.error('Could not send the quote', {
          description: errorMessage(err),
        });
    },
  });
  const e = form.formState.errors;
  return (
    <section aria-labelledby={`${fid}-h`} className="space-y-3 border-t pt-4">
      <h3 id={`${fid}-h`} className="font-semibold">
        Send a quote
      </h3>
      {replies.length ? (
        <ul className="space-y-1 text-xs text-muted-foreground">
          {replies.map((r) => (
            <li key={r.at}>
              Sent {fmtDateTime(r.at)} to {r.to}: {r.subject}
            </li>
          ))}
        </ul>
      ) : null}
      {disabled ? (
        <p className="text-sm text-muted-foreground">Reopen the request to send a quote.</p>
      ) : (
        <form
          onSubmit={form.handleSubmit((v) => send.mutate(v))}
          className="grid gap-3 sm:grid-cols-2"
          noValidate
        >
          <Field
            id={`${fid}-rate`}
            label="Rate offered"
            error={e.rate?.message}
            hint="Units of the target currency per 1 unit sold"
          >
            <Input
              id={`${fid}-rate`}
              inputMode="decimal"
              {...form.register('rate')}
              {...invalid(`${fid}-rate`, e.rate?.message)}
            />
          </Field>
          <Field id={`${fid}-hours`} label="Valid for (hours)" error={e.validHours?.message}>
            <Input
              id={`${fid}-hours`}
              type="number"
              min={1}
              max={168}
              {...form.register('validHours')}
              {...invalid(`${fid}-hours`, e.validHours?.message)}
            />
          </Field>
          <Field
            id={`${fid}-msg`}
            label="Message to the requester"
            error={e.message?.message}
            className="sm:col-span-2"
          >
            <Textarea
              id={`${fid}-msg`}
              rows={3}
              {...form.register('message')}
              {...invalid(`${fid}-msg`, e.message?.message)}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send quote email'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
