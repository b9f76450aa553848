import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  REQUEST_TRANSITIONS,
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
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { assigneesQuery, inboxKeys, requestDetailQuery, updateRequest } from '../../api/inbox';
import { QuoteReplyForm } from './QuoteReplyForm';
import { RequestReplyForm } from './RequestReplyForm';
import { RequestNotes } from './RequestNotes';
import { RequestStatusBadge } from './RequestStatusBadge';

/** The button that moves a request to `to`, named for what it does. */
const MOVE_LABEL = {
  new: 'admin.inbox.move.new',
  in_progress: 'admin.inbox.move.in_progress',
  closed: 'admin.inbox.move.closed',
  spam: 'admin.inbox.move.spam',
} as const satisfies Record<RequestStatus, string>;

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
  const { t } = useT();
  const fmt = useFormat();

  if (detail.isPending || detail.isError) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t(`admin.inbox.requestTitle.${type}`)}</DialogTitle>
          <DialogDescription>
            {detail.isPending ? t('admin.common.loading') : t('admin.inbox.loadFailed')}
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
    d.fields.find((f) => f.key === 'name' || f.key === 'applicantName')?.value ??
    t('admin.inbox.request');
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(`admin.inbox.fromTitle.${type}`, { name: title })}</DialogTitle>
        <DialogDescription>
          {t('admin.inbox.receivedAt', {
            at: fmt.dateTime(d.createdAt),
            changed: fmt.dateTime(d.updatedAt),
          })}
        </DialogDescription>
      </DialogHeader>
      <StatusAndAssignment
        type={type}
        id={id}
        detail={d}
        assignees={assignees.data?.assignees}
        assigneesPending={assignees.isPending}
      />
      <RequestFields fields={d.fields} cvHref={`/api/admin/requests/application/${d.id}/cv`} />
      {type === 'quote' ? (
        <QuoteReplyForm
          id={id}
          disabled={d.status === 'closed' || d.status === 'spam'}
          replies={d.replies}
        />
      ) : null}
      <RequestReplyForm
        type={type}
        id={id}
        email={d.fields.find((f) => f.key === 'email')?.value ?? ''}
        disabled={d.status === 'spam'}
      />
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
  const { t } = useT();
  const update = useMutation({
    mutationFn: (body: { status?: RequestStatus; assignedTo?: string | null }) =>
      updateRequest(type, id, body),
    onSuccess: (_d, body) => {
      toast.success(
        body.status ? t(`admin.inbox.marked.${body.status}`) : t('admin.inbox.assignmentSaved'),
      );
      invalidateAdmin(qc, inboxKeys.all());
    },
    onError: (err) =>
      toast.error(t('admin.inbox.updateFailed'), {
        description: errorText(err),
      }),
  });
  return (
    <section
      aria-label={t('admin.inbox.statusAndAssignment')}
      className="flex flex-wrap items-end gap-3 rounded-lg border bg-muted/30 p-3"
    >
      <div className="mr-auto">
        <p className="text-xs text-muted-foreground">{t('admin.inbox.status')}</p>
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
          {d.status === 'closed' && to === 'in_progress'
            ? t('admin.inbox.reopen')
            : t(MOVE_LABEL[to])}
        </Button>
      ))}
      <Field id={`${ids}-assign`} label={t('admin.inbox.assignedTo')} className="w-full sm:w-56">
        <Select
          id={`${ids}-assign`}
          value={d.assignedTo ?? ''}
          // Usable while the admin list loads (Unassigned is always a valid choice); a faded,
          // disabled select there read as broken and failed contrast checks mid-load.
          disabled={update.isPending}
          aria-busy={assigneesPending || undefined}
          onChange={(e) => update.mutate({ assignedTo: e.target.value || null })}
        >
          <option value="">{t('admin.inbox.unassigned')}</option>
          {(assignees ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name || a.email}
            </option>
          ))}
          {d.assignedTo && !assignees?.some((a) => a.id === d.assignedTo) ? (
            <option value={d.assignedTo}>{d.assigneeName ?? t('admin.inbox.formerAdmin')}</option>
          ) : null}
        </Select>
      </Field>
    </section>
  );
}

// The server names each field in English (and in the CSV export); the inbox names the ones it
// knows in the reader's language, and shows any other as the server wrote it.
const FIELD_KEYS = [
  'name',
  'email',
  'company',
  'phone',
  'preferredDate',
  'preferredTime',
  'message',
  'userId',
  'currencyFrom',
  'currencyTo',
  'amount',
  'urgency',
  'subject',
  'inquiryType',
  'jobTitle',
  'applicantName',
  'applicantEmail',
  'applicantPhone',
  'resumeUrl',
  'resumeFile',
  'coverLetter',
  'jobId',
] as const;
type FieldKey = (typeof FIELD_KEYS)[number];
const isFieldKey = (k: string): k is FieldKey => (FIELD_KEYS as readonly string[]).includes(k);
const fieldLabel = (t: ReturnType<typeof useT>['t'], f: { key: string; label: string }) =>
  isFieldKey(f.key) ? t(`admin.inbox.field.${f.key}`) : f.label;

/** What the requester sent: links for a CV, grouped digits for an amount. */
function RequestFields({
  fields,
  cvHref,
}: {
  fields: RequestDetail['fields'];
  /** Where an application's CV file downloads from (the server audits each download). */
  cvHref: string;
}) {
  const { t } = useT();
  const fmt = useFormat();
  return (
    <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
      {fields.map((f) => (
        <div key={f.key} className={cn(f.value && f.value.length > 60 ? 'sm:col-span-2' : '')}>
          <dt className="text-xs text-muted-foreground">{fieldLabel(t, f)}</dt>
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
              ) : f.key === 'resumeFile' ? (
                <a className="text-primary underline" href={cvHref} download={f.value}>
                  {t('admin.inbox.downloadCv', { name: f.value })}
                </a>
              ) : f.key === 'amount' && /^\d+(\.\d+)?$/.test(f.value) ? (
                <span className="tabular-nums">{fmt.amount(f.value)}</span>
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
