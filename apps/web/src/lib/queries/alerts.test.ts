import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { alertsKeys, alertsSummaryQueryOptions } from './alerts';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('active alerts count (overview card)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is refreshed by the invalidation every alert change makes', async () => {
    // Before: the overview read the count under ['wallet', 'alerts-summary'], which creating,
    // pausing or deleting an alert (invalidating ['alerts']) never touched.
    let active = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ active }))),
    );
    const qc = new QueryClient();
    expect(await qc.fetchQuery(alertsSummaryQueryOptions())).toEqual({ active: 1 });

    active = 2;
    await qc.invalidateQueries({ queryKey: alertsKeys.all });
    expect(qc.getQueryState(alertsKeys.summary)?.isInvalidated).toBe(true);
    expect(await qc.fetchQuery(alertsSummaryQueryOptions())).toEqual({ active: 2 });
  });

  it('counts none when the server has no alerts route (404)', async () => {
    vi.stubGlobal('fetch', answer(404, { error: { code: 'NOT_FOUND', message: 'x' } }));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await qc.fetchQuery(alertsSummaryQueryOptions())).toEqual({ active: 0 });
  });

  it('still fails on other errors', async () => {
    vi.stubGlobal('fetch', answer(500, { error: { code: 'INTERNAL', message: 'x' } }));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(qc.fetchQuery(alertsSummaryQueryOptions())).rejects.toMatchObject({
      status: 500,
    });
  });
});
