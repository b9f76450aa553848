import {
  useId,
  type ComponentProps,
  type FormEventHandler,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import {
  FormProvider,
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { HONEYPOT_FIELD } from '@mizani/shared';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';

/** A labelled field with its error beside it. The asterisk is decoration: the name stays the label. */
export function Field(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const msg = useFormMessage();
  return (
    <div className={cn('space-y-1.5', props.className)}>
      <Label htmlFor={props.id}>
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {props.children}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm font-medium text-destructive">
          {msg(props.error)}
        </p>
      ) : null}
    </div>
  );
}

/** aria props for an input whose Field may show an error (and a hint). */
export function invalidProps(id: string, error?: string, hasHint = false) {
  const describedBy = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

/** Native select: the phone's own picker, keyboard and screen-reader friendly. */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(inputClasses, 'appearance-auto pr-8', className)} {...props} />;
}

/**
 * A request form: the react-hook-form context for the fields below, no browser validation (the
 * shared zod schema speaks), and every control disabled while the request is in flight.
 */
export function RequestForm<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  onFocus,
  className,
  children,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A field gained focus: the lazy resolver's `warm` (lib/lazy-resolver.ts). */
  onFocus?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className={cn('relative', className)}>
        <fieldset disabled={form.formState.isSubmitting} className="space-y-4">
          {children}
        </fieldset>
      </form>
    </FormProvider>
  );
}

export interface FieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  /** Marks the label (decoration) and the control (`required`). */
  required?: boolean;
  hint?: ReactNode;
}

/** id, error and the registered, aria-wired props of one field of the surrounding RequestForm. */
export function useRegisteredField<T extends FieldValues>(name: Path<T>, hasHint: boolean) {
  const id = useId();
  const { register, control } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  return { id, error, control: { id, ...invalidProps(id, error, hasHint), ...register(name) } };
}

/** A labelled text input bound to `name` in the surrounding RequestForm. */
function TextField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  ...input
}: FieldProps<T> & Omit<ComponentProps<'input'>, 'name' | 'id'>) {
  const f = useRegisteredField<T>(name, !!hint);
  return (
    <Field id={f.id} label={label} required={required} error={f.error} hint={hint}>
      <Input required={required} {...input} {...f.control} />
    </Field>
  );
}

/** A labelled textarea bound to `name` in the surrounding RequestForm. */
function TextAreaField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  ...textarea
}: FieldProps<T> & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  const f = useRegisteredField<T>(name, !!hint);
  return (
    <Field id={f.id} label={label} required={required} error={f.error} hint={hint}>
      <Textarea required={required} {...textarea} {...f.control} />
    </Field>
  );
}

/** A labelled native select bound to `name` in the surrounding RequestForm. */
function SelectField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  ...select
}: FieldProps<T> & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>) {
  const f = useRegisteredField<T>(name, !!hint);
  return (
    <Field id={f.id} label={label} required={required} error={f.error} hint={hint}>
      <NativeSelect required={required} {...select} {...f.control} />
    </Field>
  );
}

/** The field components typed to one form's values, so `name` is checked against the schema. */
export function fieldsFor<T extends FieldValues>() {
  return {
    TextField: TextField<T>,
    TextAreaField: TextAreaField<T>,
    SelectField: SelectField<T>,
  };
}

/** Hidden from people (and assistive tech); bots that fill every input fill it. See docs/requests-pipeline.md. */
export function Honeypot() {
  const { t } = useT();
  const id = useId();
  const { register } = useFormContext<{ [HONEYPOT_FIELD]: string }>();
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>{t('request.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
    </div>
  );
}
