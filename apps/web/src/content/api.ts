import {
  API_RATE_LIMIT,
  formatAmount,
  SANDBOX_DEMO_BALANCES,
  WEBHOOK_EVENTS,
} from '@mizani/shared';
import type { Offering } from './services';
import { BRAND } from '@/config/brand';

/** The sandbox's opening balances for prose ("USD 10,000, …"); `format` writes each amount. */
export const sandboxDemo = (format: (amount: string) => string = (a) => formatAmount(a, 0)) =>
  Object.entries(SANDBOX_DEMO_BALANCES)
    .map(([currency, amount]) => `${currency} ${format(amount)}`)
    .join(', ');
const SANDBOX_DEMO = sandboxDemo();

// The words of /services/api (issue 18): what the developer API does and how to call it. The
// facts (scopes, events, limits) come from the shared package, so the page cannot drift from
// what the server enforces.

export const API_PAGE = {
  eyebrow: 'Services',
  title: 'API Services',
  intro:
    'Connect your treasury, ERP or platform to Mizani: live rates, firm quotes, conversions, balances and signed webhooks, through the same rules as your dashboard.',
  whatIntro:
    'The API calls the same services as your dashboard: the same limits, verification checks and ledger, so an order placed by your system is exactly an order placed by you.',
  ctaText:
    'Sign in, open Developers in your dashboard and create a key with the scopes your system needs. The full reference is generated from the API itself.',
};

/** The long sentences of /services/api/reference (its headings and buttons are catalogue messages). */
export const API_REFERENCE = {
  intro:
    'Every operation of the Mizani API, generated from the OpenAPI 3.1 document the API publishes. Authenticate with an API key as a Bearer token; send an Idempotency-Key with every POST.',
  events:
    "Each event is a POST of { type, timestamp, data } with the headers webhook-id, webhook-timestamp and webhook-signature (Standard Webhooks, HMAC-SHA256 with your endpoint's secret).",
};

export const API_OFFERINGS: Offering[] = [
  {
    id: 'rates',
    title: 'Live rates',
    description:
      'Bid, ask and mid for every active pair, refreshed continuously from our rates engine, in one cached call.',
    points: ['GET /api/v1/rates', 'Scope rates:read'],
  },
  {
    id: 'quotes',
    title: 'Firm quotes and conversions',
    description:
      'Ask for a firm quote, then accept it: the order fills at the quoted rate or is rejected with the reason, never half-done.',
    points: ['POST /api/v1/quotes, POST /api/v1/orders', 'Scopes quotes:write, orders:write'],
  },
  {
    id: 'wallet',
    title: 'Balances and transactions',
    description:
      'Available and pending balance per currency, and every movement with its reference, in cursor pages for reconciliation.',
    points: ['GET /api/v1/balances, GET /api/v1/transactions', 'Scope wallet:read'],
  },
  {
    id: 'webhooks',
    title: 'Signed webhooks',
    description: `Be told when it happens: ${WEBHOOK_EVENTS.join(', ')}. Signed per Standard Webhooks and retried for 24 hours.`,
    points: ['Every attempt logged in your dashboard', 'Scope webhooks:manage'],
  },
];

export const API_PRINCIPLES = [
  {
    id: 'auth',
    title: 'Authentication',
    text: 'Create keys under Dashboard › Developers after confirming your password. Send one as "Authorization: Bearer mz_live_…". Each key has only the scopes you give it, an optional IP allow-list and an expiry; we store a fingerprint, never the key, and you can revoke it at once.',
  },
  {
    id: 'idempotency',
    title: 'Idempotency',
    text: 'Every POST carries an Idempotency-Key (a UUID). If the network drops, send the same request with the same key: you get the first answer back, never a second order. The same key with a different body answers 409.',
  },
  {
    id: 'errors',
    title: 'Errors and limits',
    text: `Errors are RFC 9457 problem details (application/problem+json) with a stable code and field errors. Each key may make ${API_RATE_LIMIT.live} requests a minute; RateLimit-* headers tell you where you stand and a 429 says when to retry.`,
  },
  {
    id: 'webhooks',
    title: 'Webhooks',
    text: 'Add an HTTPS endpoint and pick its events; you get its signing secret once. Each delivery carries webhook-id, webhook-timestamp and webhook-signature: verify them with any Standard Webhooks library. Failed deliveries are retried with exponential backoff for 24 hours, and you can redeliver any event.',
  },
  {
    id: 'sandbox',
    title: 'Sandbox',
    text: `Choose Sandbox (test) when you create a key in the dashboard. A mz_test_ key acts on a separate sandbox ledger that opens with demo balances (${SANDBOX_DEMO}). It trades at the same published rates under the same verification limits, tops itself up with POST /api/v1/sandbox/top-ups and settles its test payouts as paid or rejected. Its webhook endpoints receive sandbox events only, marked "mode": "test". Nothing a test key does ever touches your real balances.`,
  },
];

export const API_SAMPLES = [
  {
    id: 'curl',
    label: 'curl',
    code: `# Live rates
curl ${BRAND.siteUrl}/api/v1/rates \\
  -H "Authorization: Bearer $MIZANI_API_KEY"

# A firm quote, then the order (retry safely with the same Idempotency-Key)
curl -X POST ${BRAND.siteUrl}/api/v1/quotes \\
  -H "Authorization: Bearer $MIZANI_API_KEY" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -H "Content-Type: application/json" \\
  -d '{"sellCurrency":"USD","buyCurrency":"KES","amount":"1000.00"}'`,
  },
  {
    id: 'typescript',
    label: 'TypeScript',
    code: `const api = (path: string, init: RequestInit = {}) =>
  fetch(\`${BRAND.siteUrl}/api/v1\${path}\`, {
    ...init,
    headers: {
      Authorization: \`Bearer \${process.env.MIZANI_API_KEY}\`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  }).then((r) => r.json());

const { quote } = await api('/quotes', {
  method: 'POST',
  headers: { 'Idempotency-Key': crypto.randomUUID() },
  body: JSON.stringify({ sellCurrency: 'USD', buyCurrency: 'KES', amount: '1000.00' }),
});
const { order } = await api('/orders', {
  method: 'POST',
  headers: { 'Idempotency-Key': crypto.randomUUID() },
  body: JSON.stringify({ quoteId: quote.id }),
});`,
  },
  {
    id: 'python',
    label: 'Python',
    code: `import os, uuid, requests

API = "${BRAND.siteUrl}/api/v1"
auth = {"Authorization": f"Bearer {os.environ['MIZANI_API_KEY']}"}

quote = requests.post(f"{API}/quotes", headers={**auth, "Idempotency-Key": str(uuid.uuid4())},
                      json={"sellCurrency": "USD", "buyCurrency": "KES", "amount": "1000.00"}).json()["quote"]
order = requests.post(f"{API}/orders", headers={**auth, "Idempotency-Key": str(uuid.uuid4())},
                      json={"quoteId": quote["id"]}).json()

# Verify a webhook (pip install standardwebhooks)
from standardwebhooks.webhooks import Webhook
payload = Webhook(os.environ["MIZANI_WEBHOOK_SECRET"]).verify(request_body, request_headers)`,
  },
];
