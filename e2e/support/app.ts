import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newPage, type ViewportName } from './browser.ts';
import { ADMIN, CLIENT, type Credentials } from './demo.ts';
import { startServer, type RunningServer } from './server.ts';
import { sessionCookie, signIn } from './session.ts';
import { startSmtp, type Smtp } from './smtp.ts';

export interface AppOptions {
  /** Server environment on top of the defaults (embedded database, demo data). */
  env?: Record<string, string | undefined>;
  /** A loopback SMTP server the app sends its mail to (`app.smtp`). */
  smtp?: boolean;
  /** false: HTTP only, no browser. */
  browser?: boolean;
  /**
   * One sign-in per user for the whole file, its session reused by later pages and cookies
   * (sign-in is limited to 5 a minute per address). Otherwise every page signs in afresh.
   */
  reuseSessions?: boolean;
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * The real server (and a browser, an SMTP server) for one test file: started before its tests,
 * stopped after them. Call at the top of the file; the fields are set once the tests run.
 */
export function useApp(opts: AppOptions = {}) {
  const opened: BrowserContext[] = [];
  const jars = new Map<string, Cookies>();
  const cookies = new Map<string, string>();

  const app = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    smtp: undefined as unknown as Smtp,
    get url() {
      return app.server.url;
    },

    /** A page (console errors and failed requests in `problems`); closed after the file at the latest. */
    async open(viewport: ViewportName = 'desktop', locale?: string) {
      const made = await newPage(app.browser, { viewport, baseURL: app.server.url, locale });
      opened.push(made.context);
      return made;
    },

    /** A page signed in as `who`. */
    async signedIn(who: Credentials, viewport: ViewportName = 'desktop') {
      const made = await app.open(viewport);
      const saved = opts.reuseSessions ? jars.get(who.email) : undefined;
      if (saved) await made.context.addCookies(saved);
      else {
        await signIn(made.context, app.server.url, who);
        if (opts.reuseSessions) jars.set(who.email, await made.context.cookies());
      }
      return made;
    },
    clientPage: (viewport?: ViewportName) => app.signedIn(CLIENT, viewport),
    adminPage: (viewport?: ViewportName) => app.signedIn(ADMIN, viewport),

    /** `who`'s session as a `Cookie` header, for calls from the test itself. */
    async cookie(who: Credentials) {
      const saved = opts.reuseSessions ? cookies.get(who.email) : undefined;
      if (saved) return saved;
      const made = await sessionCookie(app.server.url, who);
      if (opts.reuseSessions) cookies.set(who.email, made);
      return made;
    },
  };

  beforeAll(async () => {
    if (opts.smtp) app.smtp = await startSmtp();
    app.server = await startServer({
      env: { ...(opts.smtp ? { SMTP_URL: app.smtp.url } : {}), ...opts.env },
    });
    if (opts.browser !== false) app.browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of opened) await c.close().catch(() => {});
    await app.browser?.close();
    await app.server?.stop();
    await app.smtp?.close();
  });
  return app;
}
