import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export interface LazyResolver<TInput extends FieldValues, TOutput = TInput> {
  /** For `useForm({ resolver })`: validates with the schema, loading it on its first call. */
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading the schema and zod (a form's `onFocus`), so the first check does not wait. */
  warm: () => void;
}

/**
 * A react-hook-form resolver for a shared zod schema (decision 001: one schema, browser and
 * server) that loads the schema, zod and @hookform/resolvers on its first use instead of with the
 * page (decision 027): nobody needs them before typing, and they are about 40-50 kB gzip. Create
 * it once at module level with a loader that imports the schema's own module
 * (`() => import('@mizani/shared/schemas/requests').then((m) => m.InquirySchema)`), so the page
 * chunk keeps no reference to zod; warm it when the form gains focus. react-hook-form accepts
 * asynchronous resolvers: messages, timing rules (onSubmit, then onChange) and values are the
 * same as with `zodResolver(schema)`.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput = TInput>(
  loadSchema: () => Promise<ZodType>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    );
    // A failed load (offline) is tried again on the next check rather than remembered.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    warm: () => void load().catch(() => undefined),
  };
}
