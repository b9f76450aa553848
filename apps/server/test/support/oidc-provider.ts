import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A real OpenID Connect provider (panva's oidc-provider) on loopback, with one confidential
 * client, PKCE required, and a plain sign-in page: the browser (or a test's fetch) types an
 * address known to the provider and continues; consent is granted at once. Accounts are keyed
 * by email; each has a stable subject.
 */
export async function startOidcProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  name: string;
  accounts?: Record<string, OidcAccount>;
  /** A port chosen beforehand (the app is configured with the issuer before this starts). */
  port?: number;
}) {
  const accounts = new Map<string, OidcAccount & { sub: string }>();
  const addAccount = (a: OidcAccount) => {
    const sub = `sub-${accounts.size + 1}-${a.email.split('@')[0]}`;
    accounts.set(a.email.toLowerCase(), { ...a, sub });
    return sub;
  };
  for (const a of Object.values(opts.accounts ?? {})) addAccount(a);
  const bySub = (sub: string) => [...accounts.values()].find((a) => a.sub === sub);

  let server: Server | null = null;
  await new Promise<void>((resolve) => {
    server = createServer();
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server!.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-cookie-key'] },
    async findAccount(_ctx, sub) {
      const a = bySub(sub);
      if (!a) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: a.email,
            email_verified: a.email_verified,
            given_name: a.given_name,
            family_name: a.family_name,
            name: [a.given_name, a.family_name].filter(Boolean).join(' ') || undefined,
          };
        },
      };
    },
  });
  // Loopback over plain http: the provider is told it is not behind a proxy.
  provider.proxy = false;
  const callback = provider.callback();

  const readForm = (req: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    });

  server!.on('request', async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!match) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'consent') {
        const grant = new provider.Grant({
          accountId: details.session!.accountId,
          clientId: details.params.client_id as string,
        });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      if (req.method === 'POST' && match[2]) {
        const email = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
        const account = accounts.get(email);
        if (!account) {
          res
            .writeHead(200, { 'content-type': 'text/html' })
            .end(page(details.uid, 'Unknown account.'));
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end(page(details.uid));
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String(err));
    }
  });

  function page(uid: string, error = '') {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(opts.name)}</title></head>
<body><main><h1>Sign in to ${escape(opts.name)}</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="email">Email</label> <input id="email" name="email" type="email">
<button type="submit">Continue</button></form></main></body></html>`;
  }

  return {
    issuer,
    addAccount,
    close: () =>
      new Promise<void>((resolve) => {
        server!.closeAllConnections();
        server!.close(() => resolve());
      }),
  };
}

export type OidcProviderServer = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * Walks an authorization URL through the provider as a browser would (its cookies kept, the
 * sign-in form posted with this email) and returns the URL it sends the browser back to.
 */
export async function signInAtProvider(authorizeUrl: string, email: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizeUrl);
  const issuerOrigin = url.origin;
  for (let hop = 0; hop < 12; hop++) {
    if (url.origin !== issuerOrigin) return url;
    const isForm = /\/interaction\/[\w-]+$/.test(url.pathname) && hop > 0 && jar.size > 0;
    const res = await fetch(url, {
      method: 'GET',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      jar.set(k!.trim(), v.join('='));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action || !isForm)
      throw new Error(`provider page without a sign-in form: ${html.slice(0, 300)}`);
    const post = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: new URLSearchParams({ email }),
    });
    for (const c of post.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      jar.set(k!.trim(), v.join('='));
    }
    const next = post.headers.get('location');
    if (!next)
      throw new Error(`provider refused the sign-in: ${(await post.text()).slice(0, 300)}`);
    url = new URL(next, url);
  }
  throw new Error('too many redirects at the provider');
}
