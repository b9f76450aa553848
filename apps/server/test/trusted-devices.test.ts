import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { KnownDevice } from '@mizani/shared';
import { knownDevices, notifications, user } from '../src/db/schema/index.ts';
import { lastMail, readJson, createTestServer, type TestServer } from './helpers.ts';

// Issue 39: "trust this device for 30 days" on the second factor, the list of devices with
// revoke, and the mail plus bell notice of a sign-in from a new device.

let s: TestServer;
let n = 0;
const ip = () => `10.39.${Math.floor(++n / 200)}.${n % 200}`;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A browser: keeps the cookies the server sets (and drops those it expires). */
class Browser {
  jar = new Map<string, string>();
  constructor(readonly userAgent: string) {}
  get cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async request(path: string, init: { method?: string; json?: unknown } = {}) {
    const res = await s.request(path, {
      ...init,
      cookie: this.cookie,
      ip: ip(),
      headers: { 'user-agent': this.userAgent },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (!value || /max-age=0/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }
  signIn(email: string, password: string) {
    return this.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
    });
  }
}

const alerts = (userId: string) =>
  s.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'security_new_sign_in')));

beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe('sign-in from a new device', () => {
  it('alerts by bell and mail for a new browser only, and stores hashes only', async () => {
    const u = await s.createUser(); // signed in once by the helper, without a device cookie
    const laptop = new Browser(FIREFOX);
    expect((await laptop.signIn(u.email, u.password)).status).toBe(200);
    const deviceId = laptop.jar.get('mizani.device');
    expect(deviceId).toMatch(/^[A-Za-z0-9]{43}$/);

    // A second known device: the alert names it, in the bell and in the mail.
    const [alert] = await alerts(u.id);
    expect(alert?.title).toBe('New sign-in: Firefox on Windows');
    expect(alert?.link).toBe('/dashboard?tab=profile#devices');
    const mail = await lastMail(s, u.email, 'security_new_sign_in');
    expect(mail?.subject).toBe('New sign-in to your Mizani FX account');
    expect(mail?.textBody).toContain('Device: Firefox on Windows');

    // The same browser again: known, no new alert.
    expect((await laptop.signIn(u.email, u.password)).status).toBe(200);
    expect(await alerts(u.id)).toHaveLength(1);

    // Only the SHA-256 of the cookie is kept.
    const rows = await s.database.db
      .select()
      .from(knownDevices)
      .where(eq(knownDevices.userId, u.id));
    expect(rows.map((r) => r.deviceHash)).toContain(
      createHash('sha256').update(deviceId!).digest('hex'),
    );
    expect(JSON.stringify(rows)).not.toContain(deviceId!);
    expect(rows.find((r) => r.label === 'Firefox on Windows')).toBeTruthy();

    // A third browser: a second alert, in the person's language.
    await s.database.db.update(user).set({ language: 'fr' }).where(eq(user.id, u.id));
    const phone = new Browser(CHROME_ANDROID);
    expect((await phone.signIn(u.email, u.password)).status).toBe(200);
    const titles = (await alerts(u.id)).map((a) => a.title);
    expect(titles).toContain('Nouvelle connexion : Chrome sur Android');
  });

  it('does not alert on a failed sign-in', async () => {
    const u = await s.createUser();
    const stranger = new Browser(FIREFOX);
    expect((await stranger.signIn(u.email, 'Wrong-Password-1!')).status).toBe(401);
    expect(await alerts(u.id)).toHaveLength(0);
    expect(stranger.jar.has('mizani.device')).toBe(false);
  });
});

/** Enrols TOTP for a user signed in on `b`; returns a code generator for later time steps. */
async function enrol(b: Browser, password: string) {
  const en = await b.request('/api/auth/two-factor/enable', {
    method: 'POST',
    json: { password },
  });
  const { totpURI } = await readJson<{ totpURI: string }>(en);
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  const ok = await b.request('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    json: { code: totp.generate() },
  });
  expect(ok.status).toBe(200);
  // Each later code comes from a later time step (a step is used once: totp-step.ts).
  let step = 0;
  return () => totp.generate({ timestamp: Date.now() + ++step * 30_000 });
}

describe('trust this device for 30 days', () => {
  it('skips the second factor on a trusted device until the person revokes it', async () => {
    const u = await s.createUser();
    const b = new Browser(FIREFOX);
    expect((await b.signIn(u.email, u.password)).status).toBe(200);
    const nextCode = await enrol(b, u.password);

    // Signed out, then in again: challenged; the code with "trust this device".
    b.jar.delete('mizani.session_token');
    const challenged = await b.signIn(u.email, u.password);
    expect(await challenged.json()).toMatchObject({ twoFactorRedirect: true });
    const verified = await b.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: nextCode(), trustDevice: true },
    });
    expect(verified.status).toBe(200);

    const listed = await readJson<{ devices: KnownDevice[] }>(b.request('/api/devices'));
    const mine = listed.devices.find((d) => d.current);
    expect(mine?.label).toBe('Firefox on Windows');
    const until = Date.parse(mine!.trustedUntil!);
    expect(until - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);

    // Next sign-in: no second factor; the trust (rotated by better-auth) is still listed.
    b.jar.delete('mizani.session_token');
    const trusted = await b.signIn(u.email, u.password);
    expect(trusted.status).toBe(200);
    expect(await trusted.json()).not.toHaveProperty('twoFactorRedirect');
    const after = await readJson<{ devices: KnownDevice[] }>(b.request('/api/devices'));
    expect(after.devices.find((d) => d.current)?.trustedUntil).not.toBeNull();

    // Someone else cannot revoke it, nor see it.
    const other = await s.createUser();
    const theirs = await s.request(`/api/devices/${mine!.id}/trust`, {
      method: 'DELETE',
      cookie: other.cookie,
    });
    expect(theirs.status).toBe(404);
    const otherList = await readJson<{ devices: KnownDevice[] }>(
      s.request('/api/devices', { cookie: other.cookie }),
    );
    expect(otherList.devices.map((d) => d.id)).not.toContain(mine!.id);

    // Revoked: listed as not trusted, and the next sign-in asks for the code again.
    const revoked = await readJson<{ devices: KnownDevice[] }>(
      b.request(`/api/devices/${mine!.id}/trust`, { method: 'DELETE' }),
    );
    expect(revoked.devices.find((d) => d.id === mine!.id)?.trustedUntil).toBeNull();
    b.jar.delete('mizani.session_token');
    const again = await b.signIn(u.email, u.password);
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('ends every trusted device when the password changes', async () => {
    const u = await s.createUser();
    const b = new Browser(CHROME_ANDROID);
    expect((await b.signIn(u.email, u.password)).status).toBe(200);
    const nextCode = await enrol(b, u.password);
    b.jar.delete('mizani.session_token');
    await b.signIn(u.email, u.password);
    await b.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: nextCode(), trustDevice: true },
    });
    const before = await readJson<{ devices: KnownDevice[] }>(b.request('/api/devices'));
    expect(before.devices.find((d) => d.current)?.trustedUntil).not.toBeNull();

    const changed = await b.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: u.password, newPassword: 'Another-Horse-42!' },
    });
    expect(changed.status).toBe(200);
    const after = await readJson<{ devices: KnownDevice[] }>(b.request('/api/devices'));
    expect(after.devices.every((d) => d.trustedUntil === null)).toBe(true);
    b.jar.delete('mizani.session_token');
    const again = await b.signIn(u.email, 'Another-Horse-42!');
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('answers 401 without a session and 404 for a malformed id', async () => {
    expect((await s.request('/api/devices')).status).toBe(401);
    const u = await s.createUser();
    const bad = await s.request('/api/devices/not-a-uuid/trust', {
      method: 'DELETE',
      cookie: u.cookie,
    });
    expect(bad.status).toBe(404);
  });
});
