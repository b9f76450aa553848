import type { MiddlewareHandler } from 'hono';
import type { ApiKeyMode } from '@mizani/shared';
import type { AppBindings } from '../context.ts';
import { AppError } from '../lib/errors.ts';

// Live or test (issue 18, decision 016): the operations only the sandbox has refuse live keys.
// Which ledger a request acts on is chosen by routes/v1/index.ts (services/sandbox inMode).

/** 403 unless the key is of this mode. */
export function requireKeyMode(mode: ApiKeyMode | undefined): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    if (mode && c.get('apiKey')?.mode !== mode)
      throw new AppError(
        'FORBIDDEN',
        mode === 'test'
          ? 'This call exists in the sandbox only: use a test key (mz_test_…).'
          : 'This call needs a live key.',
      );
    await next();
  };
}
