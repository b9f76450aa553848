// Step-up (issue 33): a security-sensitive change the server refuses with 403 STEP_UP_REQUIRED
// (no password or second factor within 5 minutes) is answered by asking the person for one
// (features/profile/components/StepUpDialog, mounted by the dashboard) and retrying the call
// once. No React here: lib/api.ts and the better-auth wrappers use it.

export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';

/** The question on screen: answered true once the server accepted a proof, false if cancelled. */
export interface StepUpRequest {
  done: (proven: boolean) => void;
}

type Listener = (request: StepUpRequest | null) => void;
const listeners = new Set<Listener>();
let asking: Promise<boolean> | null = null;

/** The dashboard's host shows the dialog while a request is pending. */
export function onStepUp(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks once even when several calls are refused together; false where nothing can ask. */
export function askStepUp(): Promise<boolean> {
  if (!listeners.size) return Promise.resolve(false);
  asking ??= new Promise<boolean>((resolve) => {
    const request: StepUpRequest = {
      done: (proven) => {
        asking = null;
        for (const l of listeners) l(null);
        resolve(proven);
      },
    };
    for (const l of listeners) l(request);
  });
  return asking;
}

const refusedForStepUp = (r: unknown) =>
  !!r &&
  typeof r === 'object' &&
  (r as { error?: { code?: unknown } | null }).error?.code === STEP_UP_REQUIRED;

/** A better-auth client call ({ data, error }): asked for a proof once, then tried again. */
export async function withStepUp<R>(call: () => Promise<R>): Promise<R> {
  const first = await call();
  if (refusedForStepUp(first) && (await askStepUp())) return call();
  return first;
}
