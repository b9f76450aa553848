import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  INCIDENT_IMPACT_LABELS,
  INCIDENT_IMPACTS,
  INCIDENT_STATUS_LABELS,
  INCIDENT_STATUSES,
  IncidentCreateSchema,
  IncidentEditSchema,
  IncidentUpdateCreateSchema,
  OPEN_INCIDENT_STATUSES,
  STATUS_COMPONENT_INFO,
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
import { editIncident, incidentsChanged, openIncident, postIncidentUpdate } from '../../api/status';

// The admins' incident forms: open one, post an update (resolving it is an update), correct one.
// Each validates with the same shared schema as the server before sending.

function useSave<T>(send: (body: T) => Promise<unknown>, done: string, onDone: () => void) {
  const qc = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const m = useMutation({
    mutationFn: send,
    onSuccess: (res) => {
      const notified = (res as { notified?: number } | undefined)?.notified;
      toast.success(done, {
        description: notified
          ? `Emailed to ${notified} subscriber${notified === 1 ? '' : 's'}.`
          : undefined,
      });
      incidentsChanged(qc);
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error('Could not save the incident', { description: errorText(err) });
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
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={props.error ? `${props.id}-error` : undefined}
    >
      <legend className="text-sm font-medium">Affected components</legend>
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
            {STATUS_COMPONENT_INFO[c].name}
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm font-medium text-destructive">
          {props.error}
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
        Email this to the {props.subscribers} confirmed subscriber
        {props.subscribers === 1 ? '' : 's'}
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
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : label}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
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
  const { errors, pending, submit } = useSave(openIncident, 'Incident opened', onDone);
  return (
    <form onSubmit={submit(IncidentCreateSchema, d)} noValidate className="space-y-4">
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        <Input
          id={`${id}-title`}
          value={d.title}
          onChange={(e) => setD({ ...d, title: e.target.value })}
          {...invalid(`${id}-title`, errors.title)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-impact`} label="Impact" error={errors.impact}>
          <Select
            id={`${id}-impact`}
            value={d.impact}
            onChange={(e) => setD({ ...d, impact: e.target.value as typeof d.impact })}
          >
            {INCIDENT_IMPACTS.map((i) => (
              <option key={i} value={i}>
                {INCIDENT_IMPACT_LABELS[i]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-status`} label="Status" error={errors.status}>
          <Select
            id={`${id}-status`}
            value={d.status}
            onChange={(e) => setD({ ...d, status: e.target.value as typeof d.status })}
          >
            {OPEN_INCIDENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {INCIDENT_STATUS_LABELS[s]}
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
      <Field id={`${id}-message`} label="First update (shown publicly)" error={errors.message}>
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
      <Actions pending={pending} label="Open incident" onCancel={onDone} />
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
  const { errors, pending, submit } = useSave(
    (body: typeof d) => postIncidentUpdate(props.incident.id, body),
    d.status === 'resolved' ? 'Incident resolved' : 'Update posted',
    props.onDone,
  );
  return (
    <form onSubmit={submit(IncidentUpdateCreateSchema, d)} noValidate className="space-y-4">
      <Field
        id={`${id}-status`}
        label="Status"
        error={errors.status}
        hint="Resolved closes the incident."
      >
        <Select
          id={`${id}-status`}
          value={d.status}
          onChange={(e) => setD({ ...d, status: e.target.value as typeof d.status })}
        >
          {INCIDENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {INCIDENT_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-message`} label="Update (shown publicly)" error={errors.message}>
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
        label={d.status === 'resolved' ? 'Resolve incident' : 'Post update'}
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
  const { errors, pending, submit } = useSave(
    (body: typeof d) => editIncident(incident.id, body),
    'Incident corrected',
    onDone,
  );
  return (
    <form onSubmit={submit(IncidentEditSchema, d)} noValidate className="space-y-4">
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        <Input
          id={`${id}-title`}
          value={d.title}
          onChange={(e) => setD({ ...d, title: e.target.value })}
          {...invalid(`${id}-title`, errors.title)}
        />
      </Field>
      <Field id={`${id}-impact`} label="Impact" error={errors.impact}>
        <Select
          id={`${id}-impact`}
          value={d.impact}
          onChange={(e) => setD({ ...d, impact: e.target.value as typeof d.impact })}
        >
          {INCIDENT_IMPACTS.map((i) => (
            <option key={i} value={i}>
              {INCIDENT_IMPACT_LABELS[i]}
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
      <p className="text-xs text-muted-foreground">Corrections are audited and not emailed.</p>
      <Actions pending={pending} label="Save corrections" onCancel={onDone} />
    </form>
  );
}
