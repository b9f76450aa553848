import * as React from 'react';
import { useFormMessage } from '@/lib/i18n/messages';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  /** Shown as the control's label: tests and screen readers find the control by it. */
  label: React.ReactNode;
  /** Error message (e.g. from react-hook-form's formState.errors.x?.message). */
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
  /** Override the generated id. */
  id?: string;
  /**
   * The control. Either an element (it receives id, aria-invalid, aria-describedby) or a render
   * function receiving those props.
   */
  children:
    React.ReactElement<Record<string, unknown>> | ((props: ControlProps) => React.ReactNode);
}

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * Label + control + hint + error, wired for assistive tech:
 *   <FormField label="Email Address" required error={errors.email?.message}>
 *     <Input type="email" {...register('email')} />
 *   </FormField>
 */
export function FormField({
  label,
  error,
  hint,
  required,
  className,
  id,
  children,
}: FormFieldProps) {
  const msg = useFormMessage();
  const autoId = React.useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const controlProps: ControlProps = {
    id: controlId,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  return (
    <div data-slot="form-field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === 'function'
        ? children(controlProps)
        : React.cloneElement(children, controlProps as unknown as Record<string, unknown>)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {msg(error)}
        </p>
      ) : null}
    </div>
  );
}
