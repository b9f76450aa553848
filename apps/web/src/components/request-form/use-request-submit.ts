import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';

/**
 * The submit handler every request form shares: POST, success toast, form back to `resetTo`
 * (then `onSuccess` with the server's answer, then `onDone`); on failure the server's field messages beside their fields (only `fields`) and
 * a failure toast whose description is `describeFailure(err)` (default: lib/error-messages/ words
 * for the failure, so a refusal or a lost connection never shows the server's own text).
 */
export function useRequestSubmit<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  opts: {
    /** The feature's own call (POST /api/requests/<kind>). */
    submit: (values: TOut) => Promise<unknown>;
    fields: readonly string[];
    /** The toast; the description may name what the server answered (the reference). */
    success: { title: string; description?: string | ((created: unknown, values: TOut) => string) };
    failureTitle: string;
    describeFailure?: (err: unknown) => string | undefined;
    resetTo: TIn;
    onDone?: () => void;
    /** After the toast and the reset: the server's answer (id and reference) and what was sent. */
    onSuccess?: (created: unknown, values: TOut) => void;
  },
) {
  const { describeFailure = errorText } = opts;
  return form.handleSubmit(async (values) => {
    try {
      const created = await opts.submit(values);
      const { description } = opts.success;
      const text = typeof description === 'function' ? description(created, values) : description;
      toast.success(opts.success.title, text ? { description: text } : undefined);
      form.reset(opts.resetTo);
      opts.onSuccess?.(created, values);
      opts.onDone?.();
    } catch (err) {
      // Every failure ends in a toast: a network error or a refusal is never silent.
      setServerErrors(form, err, opts.fields);
      toast.error(opts.failureTitle, { description: describeFailure(err) });
    }
  });
}
