import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  formatAmount,
  REQUEST_STATUS_LABELS,
  REQUEST_TRANSITIONS,
  REQUEST_TYPE_LABELS,
  type RequestDetail,
  type RequestStatus,
  type RequestType,
} from '@mizani/shared';
import { Field, Select } from '@/components/admin-form/field';
import { LoadError, RowsSkeleton } from '@/components/admin-list';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { invalidateAdmin } from '@/lib/admin-cache';
import { errorText } from '@/lib/error-messages';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { assigneesQuery, inboxKeys, requestDetailQuery, updateRequest } from '../../api/inbox';
import { QuoteReplyForm } from './QuoteReplyForm';
import { RequestNotes } from './RequestNotes';
import { RequestStatusBadge } from './RequestStatusBadge';

/** The button that moves a request to `to`, named for what it does. */
const MOVE_LABEL: Record<RequestStatus, string> = {
  new: 'Move back to new',
  in_progress: 'Mark in progress',
  closed: 'Close request',
  spam: 'Mark as spam',
};

export function RequestDetailDialog({
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
  const detail = useQuery(requestDetailQuery(type, id));
  // The admins to assign load alongside the request, not after it.
  const assignees = useQuery(assigneesQuery());

  if (detail.isPending || detail.isError) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{REQUEST_TYPE_LABELS[type]} request</DialogTitle>
          <DialogDescription>
            {detail.isPending ? 'Loading…' : 'This request could not be loaded.'}
          </DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <RowsSkeleton rows={6} />
        ) : (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        )}
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
          Received {formatDateTime(d.createdAt)} · last change {formatDateTime(d.updatedAt)}
        </DialogDescription>
      </DialogHeader>
      <StatusAndAssignment
        type={type}
        id={id}
        detail={d}
        assignees={assignees.data?.assignees}
        assigneesPending={assignees.isPending}
      />
      <RequestFields fields={d.fields} />
      {type === 'quote' ? (
        <QuoteReplyForm
          id={id}
          disabled={d.status === 'closed' || d.status === 'spam'}
          replies={d.replies}
        />
      ) : null}
      <RequestNotes type={type} id={id} notes={d.notes} />
    </>
  );
}

/** The status moves the request allows and who works it. */
function StatusAndAssignment({
  type,
  id,
  detail: d,
  assignees,
  assigneesPending,
}: {
  type: RequestType;
  id: string;
  detail: RequestDetail;
  assignees: { id: string; name: string; email: string }[] | undefined;
  assigneesPending: boolean;
}) {
  const ids = useId();
  const qc = useQueryClient();
  const update = useMutation({
    mutationFn: (body: { status?: RequestStatus; assignedTo?: string | null }) =>
      updateRequest(type, id, body),
    onSuccess: (_d, body) => {
      toast.success(
        body.status
          ? `Marked ${REQUEST_STATUS_LABELS[body.status].toLowerCase()}`
          : 'Assignment saved',
      );
      invalidateAdmin(qc, inboxKeys.all());
    },
    onError: (err) =>
      toast.error('Could not update the request', {
        description: errorText(err),
      }),
  });
  return (
    <section
      aria-label="Status and assignment"
      className="flex flex-wrap items-end gap-3 rounded-lg border bg-muted/30 p-3"
    >
      <div className="mr-auto">
        <p className="text-xs text-muted-foreground">Status</p>
        <p className="mt-1" data-testid="request-status">
          <RequestStatusBadge status={d.status} />
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
          aria-busy={assigneesPending || undefined}
          onChange={(e) => update.mutate({ assignedTo: e.target.value || null })}
        >
          <option value="">Unassigned</option>
          {(assignees ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name || a.email}
            </option>
          ))}
          {d.assignedTo && !assignees?.some((a) => a.id === d.assignedTo) ? (
            <option value={d.assignedTo}>{d.assigneeName ?? 'Former admin'}</option>
          ) : null}
        </Select>
      </Field>
    </section>
  );
}

/** What the requester sent: links for a CV, grouped digits for an amount. */
function RequestFields({ fields }: { fields: RequestDetail['fields'] }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
      {fields.map((f) => (
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
  );
}
