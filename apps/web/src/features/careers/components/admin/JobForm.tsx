import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { EMPLOYMENT_TYPES, JobInputSchema } from '@mizani/shared';
import { Field, Select, invalid, issuesByField } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { jobsChanged, saveJob, type AdminJob } from '../../api/jobs-admin';

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

/** A job opening's fields; lists (requirements, responsibilities) take one item per line. */
export function JobForm({ job, onDone }: { job: AdminJob | null; onDone: () => void }) {
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
    mutationFn: (body: unknown) => saveJob(job, body),
    onSuccess: () => {
      toast.success(job ? 'Opening saved' : 'Opening created');
      jobsChanged(qc);
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error('Could not save the opening', {
        description: errorText(err),
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
      setErrors(issuesByField(parsed.error.issues));
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
