import { expect } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import type { Credentials } from './demo.ts';

// Sign-in through the real endpoint (the sign-in form has its own journeys in access/).
const SIGN_IN = '/api/auth/sign-in/email';

/** The `Cookie` header value that carries a response's cookies. */
export function cookieHeader(res: Response) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Signs `who` in from this process; returns the session as a `Cookie` header value. */
export async function sessionCookie(baseUrl: string, who: Credentials) {
  const res = await fetch(`${baseUrl}${SIGN_IN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(who),
  });
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

/** Signs a browser context in as `who`: its cookie jar keeps the session (the browser's own). */
export async function signIn(context: BrowserContext, baseUrl: string, who: Credentials) {
  const res = await context.request.post(`${baseUrl}${SIGN_IN}`, {
    data: who,
    headers: { Origin: baseUrl },
  });
  expect(res.status()).toBe(200);
}

/** A JSON POST from this process with a session cookie (an admin fixture acting beside the page). */
export function postAs(cookie: string, url: string, body: unknown) {
  const origin = new URL(url).origin;
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
}
