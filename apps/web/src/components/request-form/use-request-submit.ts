import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';

/**
 * The submit handler every request form shares: POST, success toast, form back to `resetTo`
 * (then `onDone`); on failure the server's field messages beside their fields (only `fields`) and
 * a failure toast whose description is `describeFailure(err)` (default: lib/error-messages.ts words
 * for the failure, so a refusal or a lost connection never shows the server's own text).
 */
export function useRequestSubmit<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  opts: {
    /** The feature's own call (POST /api/requests/<kind>). */
    submit: (values: TOut) => Promise<unknown>;
    fields: readonly string[];
    success: { title: string; description?: string };
    failureTitle: string;
    describeFailure?: (err: unknown) => string | undefined;
    resetTo: TIn;
    onDone?: () => void;
  },
) {
  const { describeFailure = errorText } = opts;
  return form.handleSubmit(async (values) => {
    try {
      await opts.submit(values);
      toast.success(
        opts.success.title,
        opts.success.description ? { description: opts.success.description } : undefined,
      );
      form.reset(opts.resetTo);
      opts.onDone?.();
    } catch (err) {
      // Every failure ends in a toast: a network error or a refusal is never silent.
      setServerErrors(form, err, opts.fields);
      toast.error(opts.failureTitle, { description: describeFailure(err) });
    }
  });
}
