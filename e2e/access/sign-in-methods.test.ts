import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { newAccount as newVerifiedAccount } from '../support/accounts.ts';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot, type ViewportName } from '../support/browser.ts';
import { CLIENT } from '../support/demo.ts';
import { freePort } from '../support/server.ts';
import { signIn } from '../support/session.ts';
import { poll, toast } from '../support/ui.ts';
import { startSmsGateway, type SmsGateway } from '../../apps/server/test/support/sms-gateway.ts';
import {
  startOidcProvider,
  type OidcProviderServer,
} from '../../apps/server/test/support/oidc-provider.ts';

// Issue 19 in a real browser: passkeys with Chromium's virtual authenticator (DevTools protocol
// WebAuthn domain), text-message codes through a loopback HTTP SMS gateway, and OpenID Connect
// sign-in and linking against two real providers on loopback. 390 and 1280 px, axe on each screen.

const env: Record<string, string> = { RATE_FEED: 'manual', TRUSTED_PROXIES: '127.0.0.1' };
let gateway: SmsGateway;
let acme: OidcProviderServer;
let globex: OidcProviderServer;
const ports = { acme: 0, globex: 0 };

// Before the app starts: the gateway, and the providers' ports (they start once the app's URL,
// their redirect target, is known; the app finds them on its first "Continue with").
beforeAll(async () => {
  gateway = await startSmsGateway({ apiKey: 'e2e-key' });
  ports.acme = await freePort();
  ports.globex = await freePort();
  Object.assign(env, {
    SMS_GATEWAY_URL: gateway.url(),
    SMS_API_KEY: 'e2e-key',
    SMS_SENDER_ID: 'MIZANI',
    OIDC_PROVIDERS: 'acme,globex',
    OIDC_ACME_ISSUER: `http://127.0.0.1:${ports.acme}`,
    OIDC_ACME_CLIENT_ID: 'acme-client',
    OIDC_ACME_CLIENT_SECRET: 'acme-secret',
    OIDC_ACME_LABEL: 'Acme ID',
    OIDC_GLOBEX_ISSUER: `http://127.0.0.1:${ports.globex}`,
    OIDC_GLOBEX_CLIENT_ID: 'globex-client',
    OIDC_GLOBEX_CLIENT_SECRET: 'globex-secret',
    OIDC_GLOBEX_LABEL: 'Globex SSO',
  });
});
const app = useApp({ smtp: true, env });
beforeAll(async () => {
  const provider = (id: 'acme' | 'globex', name: string) =>
    startOidcProvider({
      clientId: `${id}-client`,
      clientSecret: `${id}-secret`,
      redirectUri: `${app.url}/api/auth/callback/${id}`,
      name,
      port: ports[id],
    });
  acme = await provider('acme', 'Acme ID');
  globex = await provider('globex', 'Globex SSO');
});
afterAll(async () => {
  await acme?.close();
  await globex?.close();
  await gateway?.close();
});

let peer = 0;
/** A page with its own client address (the per-address limits are not what this tests). */
async function freshPage(viewport: ViewportName = 'desktop') {
  const made = await app.open(viewport);
  await made.context.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${++peer}` });
  return made;
}

/** A new verified account (sign-up, then the mailed link), from its own address. */
const newAccount = (firstName: string) => newVerifiedAccount(app, firstName, `203.0.113.${++peer}`);

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Chromium's virtual authenticator on this page: a platform passkey with user verification. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Clicks until the dialog is open (the button works once the page has hydrated). */
async function openDialog(page: Page, trigger: Locator, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await poll(async () => {
    if (await dialog.isVisible()) return true;
    await trigger.click({ timeout: 2000 }).catch(() => undefined);
    return dialog.waitFor({ state: 'visible', timeout: 3000 }).then(
      () => true,
      () => false,
    );
  }).toBe(true);
  return dialog;
}

const profile = async (page: Page) => {
  await page.goto('/dashboard?tab=profile', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Passkeys' }).waitFor();
};

describe('sign-in methods', () => {
  it('passkeys: add and name, rename, sign in without a password, remove; another user refused', async () => {
    const { context, page, problems } = await freshPage('desktop');
    await signIn(context, app.url, CLIENT);
    await virtualAuthenticator(context, page);
    await profile(page);

    await openDialog(page, page.getByRole('button', { name: 'Add a passkey' }), 'Add a passkey');
    await page
      .getByRole('dialog')
      .getByLabel(/Passkey name/)
      .fill('Work laptop');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await toast(page, 'Passkey added');
    const rows = page.getByTestId('passkey-row');
    await poll(() => rows.count()).toBe(1);
    await openDialog(
      page,
      page.getByRole('button', { name: 'Rename Work laptop' }),
      'Rename passkey',
    );
    await page
      .getByRole('dialog')
      .getByLabel(/Passkey name/)
      .fill('Office laptop');
    await page.getByRole('dialog').getByRole('button', { name: 'Save name' }).click();
    await poll(() => rows.first().textContent()).toContain('Office laptop');
    await expectAxeClean(page);
    await screenshot(page, 'accounts/passkeys-1280');

    // Another signed-in user cannot rename or remove it (the id is A's).
    const other = await newAccount('Bola');
    const b = await freshPage('desktop');
    await signIn(b.context, app.url, other);
    await b.page.goto('/dashboard?tab=profile', { waitUntil: 'networkidle' });
    const passkeyId = await page.evaluate(async () => {
      const r = await fetch('/api/security');
      const o = (await r.json()) as { factors: { id: string; type: string }[] };
      return o.factors.find((f) => f.type === 'webauthn')!.id;
    });
    const refused = await b.page.evaluate(async (id) => {
      const r = await fetch('/api/auth/passkey/delete-passkey', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
      return r.status;
    }, passkeyId);
    expect([401, 403, 404]).toContain(refused);

    // Signed out: the passkey alone signs in, no password and no second factor. First with the
    // button, in a browser without passkey autofill (conditional mediation switched off)...
    await context.addInitScript(() => {
      if (localStorage.getItem('e2e-no-autofill') === '1')
        PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    const signOutTo = async (autofill: boolean) => {
      await context.clearCookies();
      await page.goto('/');
      await page.evaluate(
        (off) => localStorage.setItem('e2e-no-autofill', off),
        autofill ? '0' : '1',
      );
      await page.goto('/auth', { waitUntil: 'networkidle' });
    };
    await signOutTo(false);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await profile(page);
    await poll(() => page.getByTestId('session-method').allTextContents()).toContain(
      'Sign-in: Passkey',
    );
    // ...then with autofill (conditional UI): the browser offers the passkey in the email field,
    // and the virtual authenticator picks it at once, so /auth signs in by itself.
    await signOutTo(true);
    await poll(() => new URL(page.url()).pathname).toBe('/dashboard');

    // Removed, the passkey left on the device no longer signs in.
    await profile(page);
    await page.getByRole('button', { name: 'Remove Office laptop' }).click();
    await toast(page, 'Passkey removed');
    await poll(() => rows.count()).toBe(0);
    await signOutTo(false);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    const refusedToast = await toast(page, 'Sign in failed');
    expect(await refusedToast.textContent()).toContain('not registered');
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(problems.filter((p) => !/40[014]/.test(p))).toEqual([]);
  });

  it('text-message codes on a phone: verify the number, turn codes on, sign in with a texted code', async () => {
    const who = await newAccount('Wanjiru');
    const { context, page } = await freshPage('phone');
    await signIn(context, app.url, who);
    await profile(page);
    await openDialog(
      page,
      page.getByRole('button', { name: 'Add mobile number' }),
      'Your mobile number',
    );
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Country/).selectOption('KE');
    await dialog.getByLabel(/Mobile number/).fill('0712 345 678');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('dialog', { name: 'Enter the code' }).waitFor();
    // The resend countdown runs while the code is on its way.
    await poll(() =>
      dialog.getByRole('button', { name: /Send a new code in \d+ s/ }).isDisabled(),
    ).toBe(true);
    await poll(() => gateway.codesTo('+254712345678').length).toBe(1);
    await dialog.getByLabel(/Verification code/).fill(gateway.codesTo('+254712345678')[0]!);
    await screenshot(page, 'accounts/phone-code-390');
    await dialog.getByRole('button', { name: 'Verify number' }).click();
    await toast(page, 'Mobile number verified');

    await openDialog(
      page,
      page.getByRole('button', { name: 'Turn on text-message codes' }),
      'Turn on text-message codes',
    );
    await page
      .getByRole('dialog')
      .getByLabel(/^Password/)
      .fill(who.password);
    await page.getByRole('dialog').getByRole('button', { name: 'Turn on' }).click();
    await toast(page, 'Text-message codes are on');
    await poll(() => page.getByTestId('sms-status').textContent()).toContain('On');
    await expectAxeClean(page);
    await screenshot(page, 'accounts/sign-in-methods-390');

    // Sign in again: the challenge offers the text message (the only factor of this account).
    await context.clearCookies();
    await page.goto('/auth', { waitUntil: 'networkidle' });
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Email').fill(who.email);
    await form.getByLabel(/^Password/).fill(who.password);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await expect.poll(() => page.getByText('+254 ••• ••• 678').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Send code' }).click();
    await poll(() => gateway.codesTo('+254712345678').length).toBe(2);
    await poll(() =>
      page.getByRole('button', { name: /Send a new code in \d+ s/ }).isDisabled(),
    ).toBe(true);
    await expectAxeClean(page);
    await screenshot(page, 'accounts/challenge-sms-390');
    await page.getByLabel(/Text message code/).fill(gateway.codesTo('+254712345678')[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await profile(page);
    await poll(() => page.getByTestId('session-method').allTextContents()).toContain(
      'Sign-in: Password and text message',
    );
  });

  it('OpenID Connect: first sign-in creates the account, a second provider links, unlink; an unverified email takes nothing over', async () => {
    acme.addAccount({
      email: 'kofi@globex.example',
      email_verified: true,
      given_name: 'Kofi',
      family_name: 'Mensah',
    });
    globex.addAccount({ email: 'kofi@globex.example', email_verified: true, given_name: 'Kofi' });
    const { page } = await freshPage('desktop');
    await page.goto('/auth', { waitUntil: 'networkidle' });
    await expectAxeClean(page);
    await screenshot(page, 'accounts/auth-providers-1280');
    await page.getByRole('button', { name: 'Continue with Acme ID' }).click();
    await page.getByRole('heading', { name: 'Sign in to Acme ID' }).waitFor();
    await page.getByLabel('Email').fill('kofi@globex.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await profile(page);
    await poll(() => page.getByTestId('identity-row').allTextContents()).toEqual([
      expect.stringContaining('Acme ID'),
    ]);
    await poll(() => page.getByTestId('session-method').allTextContents()).toContain(
      'Sign-in: Acme ID',
    );

    await page.getByRole('button', { name: 'Link Globex SSO' }).click();
    await page.getByRole('heading', { name: 'Sign in to Globex SSO' }).waitFor();
    await page.getByLabel('Email').fill('kofi@globex.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The provider is linked: you can sign in with it.').waitFor();
    await poll(() => page.getByTestId('identity-row').count()).toBe(2);
    await expectAxeClean(page);
    await screenshot(page, 'accounts/linked-providers-1280');

    await page.getByRole('button', { name: 'Unlink Acme ID' }).click();
    await toast(page, 'Acme ID unlinked');
    await poll(() => page.getByTestId('identity-row').count()).toBe(1);
    // Globex is now the only way to sign in: it cannot be unlinked.
    expect(await page.getByRole('button', { name: 'Unlink Globex SSO' }).isDisabled()).toBe(true);

    // A provider that has not verified an address cannot take over the account that has it.
    acme.addAccount({ email: CLIENT.email, email_verified: false, given_name: 'Mallory' });
    const intruder = await freshPage('phone');
    await intruder.page.goto('/auth', { waitUntil: 'networkidle' });
    await intruder.page.getByRole('button', { name: 'Continue with Acme ID' }).click();
    // The app's own sign-in form has an Email field too: wait until the provider's page is open.
    await intruder.page.getByRole('heading', { name: 'Sign in to Acme ID' }).waitFor();
    await intruder.page.getByLabel('Email').fill(CLIENT.email);
    await intruder.page.getByRole('button', { name: 'Continue' }).click();
    await poll(() => new URL(intruder.page.url()).origin).toBe(app.url);
    expect(intruder.page.url()).toContain('error=account_not_linked');
    await intruder.page.getByText(/An account with this email already exists/).waitFor();
    await screenshot(intruder.page, 'accounts/provider-refused-390');
    expect(new URL(intruder.page.url()).pathname).toBe('/auth');
    const session = await intruder.page.evaluate(() =>
      fetch('/api/security').then((r) => r.status),
    );
    expect(session).toBe(401);
    await expectAxeClean(intruder.page);
    await screenshot(intruder.page, 'accounts/provider-refused-390');
  });
});
