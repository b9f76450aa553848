import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Pencil, Plus } from 'lucide-react';
import { EMPLOYMENT_TYPES, JobInputSchema } from '@mizani/shared';
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
import { adminJobsQuery, adminKeys, invalidateAdmin, type AdminJob } from '../api/admin';
import {
  EmptyState,
  Field,
  LoadError,
  RowsSkeleton,
  Select,
  errorMessage,
  fmtDate,
  invalid,
} from './parts';

export function JobsPanel() {
  const qc = useQueryClient();
  const q = useQuery(adminJobsQuery());
  const [editing, setEditing] = useState<AdminJob | 'new' | null>(null);
  const toggle = useMutation({
    mutationFn: (j: AdminJob) =>
      api(`/api/admin/jobs/${j.id}/active`, {
        method: 'PATCH',
        body: { isActive: !j.isActive },
      }),
    onSuccess: (_d, j) => {
      toast.success(
        j.isActive ? `“${j.title}” is no longer on /careers` : `“${j.title}” is now on /careers`,
      );
      invalidateAdmin(qc, adminKeys.jobs(), ['jobs']);
    },
    onError: (err) =>
      toast.error('Could not change the opening', {
        description: errorMessage(err),
      }),
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Only active openings appear on the careers page, newest first.
        </p>
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" /> New job
        </Button>
      </div>
      {q.isPending ? (
        <RowsSkeleton rows={4} />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.jobs.length === 0 ? (
        <EmptyState>No openings yet. Create the first one.</EmptyState>
      ) : (
        <ul className="divide-y rounded-lg border">
          {q.data.jobs.map((j) => (
            <li key={j.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="mr-auto min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {j.title}{' '}
                  {j.isActive ? (
                    <Badge variant="success">Active</Badge>
                  ) : (
                    <Badge variant="muted">Inactive</Badge>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">
                  {j.department} · {j.location} · {j.employmentType.replace(/-/g, ' ')}
                  {j.salaryRange ? ` · ${j.salaryRange}` : ''} · posted {fmtDate(j.createdAt)}
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setEditing(j)}
                aria-label={`Edit ${j.title}`}
              >
                <Pencil className="size-4" aria-hidden="true" /> Edit
              </Button>
              <Button
                type="button"
                variant={j.isActive ? 'outline' : 'default'}
                size="sm"
                disabled={toggle.isPending}
                onClick={() => toggle.mutate(j)}
                aria-label={`${j.isActive ? 'Deactivate' : 'Activate'} ${j.title}`}
              >
                {j.isActive ? 'Deactivate' : 'Activate'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={!!editing} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'New job opening' : 'Edit job opening'}</DialogTitle>
            <DialogDescription>Lists take one item per line.</DialogDescription>
          </DialogHeader>
          {editing ? (
            <JobForm job={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

interface Draft {
  title: string;
  department: string;
  location: string;
  employmentType: string;
  salaryRange: string;
  description: string;
  requirements: string;
  responsibilities: string;
  isActive: boolean;
}
const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function JobForm({ job, onDone }: { job: AdminJob | null; onDone: () => void }) {
  const id = useId();
  const qc = useQueryClient();
  const [d, setD] = useState<Draft>(() => ({
    title: job?.title ?? '',
    department: job?.department ?? '',
    location: job?.location ?? '',
    employmentType: job?.employmentType ?? 'full-time',
    salaryRange: job?.salaryRange ?? '',
    description: job?.description ?? '',
    requirements: (job?.requirements ?? []).join('\n'),
    responsibilities: (job?.responsibilities ?? []).join('\n'),
    isActive: job?.isActive ?? true,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: unknown) =>
      job
        ? api(`/api/admin/jobs/${job.id}`, { method: 'PUT', body })
        : api('/api/admin/jobs', { method: 'POST', body }),
    onSuccess: () => {
      toast.success(job ? 'Opening saved' : 'Opening created');
      invalidateAdmin(qc, adminKeys.jobs(), ['jobs']);
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error('Could not save the opening', {
        description: errorMessage(err),
      });
    },
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      ...d,
      requirements: lines(d.requirements),
      responsibilities: lines(d.responsibilities),
    };
    const parsed = JobInputSchema.safeParse(body);
    if (!parsed.success) {
      const f: Record<string, string> = {};
      for (const i of parsed.error.issues) f[String(i.path[0])] ??= i.message;
      setErrors(f);
      return;
    }
    setErrors({});
    save.mutate(body);
  }
  const text = (
    k: keyof Draft,
    label: string,
    opts: { area?: boolean; className?: string; hint?: string } = {},
  ) => {
    const fid = `${id}-${k}`;
    const props = {
      id: fid,
      value: d[k] as string,
      onChange: (e: { target: { value: string } }) => setD({ ...d, [k]: e.target.value }),
      ...invalid(fid, errors[k]),
    };
    return (
      <Field id={fid} label={label} error={errors[k]} className={opts.className} hint={opts.hint}>
        {opts.area ? <Textarea rows={4} {...props} /> : <Input {...props} />}
      </Field>
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      {text('title', 'Title', { className: 'sm:col-span-2' })}
      {text('department', 'Department')}
      {text('location', 'Location')}
      <Field id={`${id}-type`} label="Employment type" error={errors.employmentType}>
        <Select
          id={`${id}-type`}
          value={d.employmentType}
          onChange={(e) => setD({ ...d, employmentType: e.target.value })}
        >
          {EMPLOYMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t.replace(/-/g, ' ')}
            </option>
          ))}
        </Select>
      </Field>
      {text('salaryRange', 'Salary range (optional)')}
      {text('description', 'Description', {
        area: true,
        className: 'sm:col-span-2',
      })}
      {text('requirements', 'Requirements', {
        area: true,
        hint: 'One per line',
      })}
      {text('responsibilities', 'Responsibilities', {
        area: true,
        hint: 'One per line',
      })}
      <div className="flex items-center gap-2 sm:col-span-2">
        <input
          id={`${id}-active`}
          type="checkbox"
          className="size-4 accent-primary"
          checked={d.isActive}
          onChange={(e) => setD({ ...d, isActive: e.target.checked })}
        />
        <label htmlFor={`${id}-active`} className="text-sm">
          Active (shown on /careers)
        </label>
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : job ? 'Save job' : 'Create job'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
