import { expect } from 'vitest';
import type { Credentials } from './demo.ts';
import type { Smtp } from './smtp.ts';

/**
 * A new verified account: sign-up, then the link of the mail the loopback SMTP server received.
 * `ip` is the client address it signs up from (the per-address limits are not what callers test).
 */
export async function newAccount(
  app: { url: string; smtp: Smtp },
  firstName: string,
  ip: string,
): Promise<Credentials> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const password = 'Baobab-Sunrise-47!';
  const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, 'x-forwarded-for': ip },
    body: JSON.stringify({
      email,
      password,
      name: firstName,
      firstName,
      acceptTerms: true,
      callbackURL: '/auth?verified=1',
    }),
  });
  expect(res.status).toBe(200);
  const mail = await app.smtp.waitFor((m) => m.to.includes(email));
  const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = raw.match(/https?:\/\/[^\s"<>]*verify-email[^\s"<>]*/)![0].replace(/&amp;/g, '&');
  await fetch(link, { redirect: 'manual' });
  return { email, password };
}
