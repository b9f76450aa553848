import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import {
  INCIDENT_IMPACTS,
  INCIDENT_STATUSES,
  IncidentCreateSchema,
  IncidentEditSchema,
  IncidentUpdateCreateSchema,
  OPEN_INCIDENT_STATUSES,
  STATUS_COMPONENTS,
  type Incident,
  type StatusComponentId,
} from '@mizani/shared';
import { Field, Select, invalid, issuesByField } from '@/components/admin-form/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { editIncident, incidentsChanged, openIncident, postIncidentUpdate } from '../../api/status';

// The admins' incident forms: open one, post an update (resolving it is an update), correct one.
// Each validates with the same shared schema as the server before sending.

function useSave<T>(send: (body: T) => Promise<unknown>, done: string, onDone: () => void) {
  const qc = useQueryClient();
  const { t } = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const m = useMutation({
    mutationFn: send,
    onSuccess: (res) => {
      const notified = (res as { notified?: number } | undefined)?.notified;
      toast.success(done, {
        description: notified ? t('admin.status.emailedTo', { n: notified }) : undefined,
      });
      incidentsChanged(qc);
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(t('admin.status.saveFailed'), { description: errorText(err) });
    },
  });
  const submit = (schema: z.ZodType, body: T) => (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse(body);
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    setErrors({});
    m.mutate(body);
  };
  return { errors, pending: m.isPending, submit };
}

function ComponentChoices(props: {
  id: string;
  value: StatusComponentId[];
  onChange: (v: StatusComponentId[]) => void;
  error?: string;
}) {
  const { t } = useT();
  const msg = useFormMessage();
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={props.error ? `${props.id}-error` : undefined}
    >
      <legend className="text-sm font-medium">{t('admin.status.components')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {STATUS_COMPONENTS.map((c) => (
          <label key={c} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={props.value.includes(c)}
              onChange={(e) =>
                props.onChange(
                  e.target.checked ? [...props.value, c] : props.value.filter((x) => x !== c),
                )
              }
            />
            {t(`admin.status.component.${c}`)}
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm font-medium text-destructive">
          {msg(props.error)}
        </p>
      ) : null}
    </fieldset>
  );
}

function NotifyChoice(props: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  subscribers: number;
}) {
  const { t } = useT();
  return (
    <div className="flex items-center gap-2">
      <input
        id={props.id}
        type="checkbox"
        className="size-4 accent-primary"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={props.id} className="text-sm">
        {t('admin.status.emailThis', { n: props.subscribers })}
      </label>
    </div>
  );
}

function Actions({
  pending,
  label,
  onCancel,
}: {
  pending: boolean;
  label: string;
  onCancel: () => void;
}) {
  const { t } = useT();
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={pending}>
        {pending ? t('admin.common.saving') : label}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('admin.common.cancel')}
      </Button>
    </div>
  );
}

export function OpenIncidentForm({
  subscribers,
  onDone,
}: {
  subscribers: number;
  onDone: () => void;
}) {
  const id = useId();
  const [d, setD] = useState({
    title: '',
    impact: 'minor' as (typeof INCIDENT_IMPACTS)[number],
    components: [] as StatusComponentId[],
    status: 'investigating' as (typeof OPEN_INCIDENT_STATUSES)[number],
    message: '',
    notify: true,
  });
  const { t } = useT();
  const { errors, pending, submit } = useSave(openIncident, t('admin.status.opened'), onDone);
  return (
    <form onSubmit={submit(IncidentCreateSchema, d)} noValidate className="space-y-4">
      <Field id={`${id}-title`} label={t('admin.status.title')} error={errors.title}>
        <Input
          id={`${id}-title`}
          value={d.title}
          onChange={(e) => setD({ ...d, title: e.target.value })}
          {...invalid(`${id}-title`, errors.title)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-impact`} label={t('admin.status.impact')} error={errors.impact}>
          <Select
            id={`${id}-impact`}
            value={d.impact}
            onChange={(e) => setD({ ...d, impact: e.target.value as typeof d.impact })}
          >
            {INCIDENT_IMPACTS.map((i) => (
              <option key={i} value={i}>
                {t(`admin.status.impact.${i}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-status`} label={t('admin.inbox.status')} error={errors.status}>
          <Select
            id={`${id}-status`}
            value={d.status}
            onChange={(e) => setD({ ...d, status: e.target.value as typeof d.status })}
          >
            {OPEN_INCIDENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.status.state.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <ComponentChoices
        id={`${id}-components`}
        value={d.components}
        onChange={(components) => setD({ ...d, components })}
        error={errors.components}
      />
      <Field id={`${id}-message`} label={t('admin.status.firstUpdate')} error={errors.message}>
        <Textarea
          id={`${id}-message`}
          rows={4}
          value={d.message}
          onChange={(e) => setD({ ...d, message: e.target.value })}
          {...invalid(`${id}-message`, errors.message)}
        />
      </Field>
      <NotifyChoice
        id={`${id}-notify`}
        checked={d.notify}
        onChange={(notify) => setD({ ...d, notify })}
        subscribers={subscribers}
      />
      <Actions pending={pending} label={t('admin.status.openIncident')} onCancel={onDone} />
    </form>
  );
}

export function PostUpdateForm(props: {
  incident: Incident;
  subscribers: number;
  onDone: () => void;
}) {
  const id = useId();
  const [d, setD] = useState({
    status: props.incident.status as (typeof INCIDENT_STATUSES)[number],
    message: '',
    notify: true,
  });
  const { t } = useT();
  const { errors, pending, submit } = useSave(
    (body: typeof d) => postIncidentUpdate(props.incident.id, body),
    t(d.status === 'resolved' ? 'admin.status.resolved' : 'admin.status.posted'),
    props.onDone,
  );
  return (
    <form onSubmit={submit(IncidentUpdateCreateSchema, d)} noValidate className="space-y-4">
      <Field
        id={`${id}-status`}
        label={t('admin.inbox.status')}
        error={errors.status}
        hint={t('admin.status.resolvedCloses')}
      >
        <Select
          id={`${id}-status`}
          value={d.status}
          onChange={(e) => setD({ ...d, status: e.target.value as typeof d.status })}
        >
          {INCIDENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.status.state.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-message`} label={t('admin.status.update')} error={errors.message}>
        <Textarea
          id={`${id}-message`}
          rows={4}
          value={d.message}
          onChange={(e) => setD({ ...d, message: e.target.value })}
          {...invalid(`${id}-message`, errors.message)}
        />
      </Field>
      <NotifyChoice
        id={`${id}-notify`}
        checked={d.notify}
        onChange={(notify) => setD({ ...d, notify })}
        subscribers={props.subscribers}
      />
      <Actions
        pending={pending}
        label={t(d.status === 'resolved' ? 'admin.status.resolve' : 'admin.status.postUpdate')}
        onCancel={props.onDone}
      />
    </form>
  );
}

export function EditIncidentForm({ incident, onDone }: { incident: Incident; onDone: () => void }) {
  const id = useId();
  const [d, setD] = useState({
    title: incident.title,
    impact: incident.impact,
    components: incident.components,
  });
  const { t } = useT();
  const { errors, pending, submit } = useSave(
    (body: typeof d) => editIncident(incident.id, body),
    t('admin.status.corrected'),
    onDone,
  );
  return (
    <form onSubmit={submit(IncidentEditSchema, d)} noValidate className="space-y-4">
      <Field id={`${id}-title`} label={t('admin.status.title')} error={errors.title}>
        <Input
          id={`${id}-title`}
          value={d.title}
          onChange={(e) => setD({ ...d, title: e.target.value })}
          {...invalid(`${id}-title`, errors.title)}
        />
      </Field>
      <Field id={`${id}-impact`} label={t('admin.status.impact')} error={errors.impact}>
        <Select
          id={`${id}-impact`}
          value={d.impact}
          onChange={(e) => setD({ ...d, impact: e.target.value as typeof d.impact })}
        >
          {INCIDENT_IMPACTS.map((i) => (
            <option key={i} value={i}>
              {t(`admin.status.impact.${i}`)}
            </option>
          ))}
        </Select>
      </Field>
      <ComponentChoices
        id={`${id}-components`}
        value={d.components}
        onChange={(components) => setD({ ...d, components })}
        error={errors.components}
      />
      <p className="text-xs text-muted-foreground">{t('admin.status.correctionsNote')}</p>
      <Actions pending={pending} label={t('admin.status.saveCorrections')} onCancel={onDone} />
    </form>
  );
}
