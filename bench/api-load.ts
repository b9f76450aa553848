import { load, type LoadFigures } from './lib.ts';
import { DEMO_CREDENTIALS } from './demo.ts';

let ipCounter = 0;
/** Each request looks like a different client behind the trusted proxy, as real traffic would. */
function nextIp() {
  ipCounter++;
  return `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

async function signInCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': nextIp() },
    body: JSON.stringify(DEMO_CREDENTIALS.client),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * API throughput on loopback: each endpoint next to the bare /api/health/live route measured in
 * the same run, so the ratio is comparable across machines.
 */
export async function apiLoad(
  url: string,
  opts: { durationSec?: number } = {},
): Promise<{ rows: (LoadFigures & { ratio: number })[] }> {
  const d = opts.durationSec ?? 8;
  const bare = await load({ name: 'bare route', url, path: '/api/health/live', durationSec: d });
  const cookie = await signInCookie(url);
  const runs: LoadFigures[] = [];
  runs.push(await load({ name: 'GET /api/rates', url, path: '/api/rates', durationSec: d }));
  runs.push(await load({ name: 'GET /api/jobs', url, path: '/api/jobs', durationSec: d }));
  runs.push(
    await load({
      name: 'POST /api/requests/inquiry',
      url,
      method: 'POST',
      path: '/api/requests/inquiry',
      connections: 10,
      durationSec: d,
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({
        name: 'Bench Visitor',
        email: 'bench@example.com',
        subject: 'Benchmark inquiry',
        inquiryType: 'general',
        message: 'Measuring how many inquiries per second the pipeline accepts.',
      }),
      expectStatus: [201],
      // Requests through the trusted proxy carry a fresh client address each time.
      perRequest: rotatingIp,
    }),
  );
  runs.push(
    await load({
      name: 'POST /api/auth/sign-in/email',
      url,
      method: 'POST',
      path: '/api/auth/sign-in/email',
      connections: 10,
      durationSec: d,
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(DEMO_CREDENTIALS.client),
      perRequest: rotatingIp,
    }),
  );
  runs.push(
    await load({
      name: 'GET /api/wallet/overview (signed in)',
      url,
      path: '/api/wallet/overview',
      headers: { cookie },
      durationSec: d,
    }),
  );
  return {
    rows: [
      { ...bare, ratio: 1 },
      ...runs.map((r) => ({
        ...r,
        ratio: Math.round((r.requestsPerSec / bare.requestsPerSec) * 100) / 100,
      })),
    ],
  };
}

function rotatingIp() {
  return { headers: { 'x-forwarded-for': nextIp() } };
}
