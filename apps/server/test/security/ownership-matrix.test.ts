import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  todayIsoDate,
  type AdminNewsArticle,
  type Incident,
  type NewsListResponse,
  type AdminPair,
  type Alert,
  type FirmQuote,
  type JobsResponse,
  type NotificationsResponse,
  type Order,
  type RatesResponse,
  type RequestCreated,
  type MembersResponse,
} from '@mizani/shared';
import {
  createTestServer,
  lastMailUrl,
  NO_TRANSACTION_LIMITS,
  type TestServer,
  type TestUser,
} from '../helpers.ts';
import type { BeneficiaryJson, DepositJson, WithdrawalJson } from '../wallet-helpers.ts';
import { queryRows } from '../../src/db/client.ts';
import { apiRoutes } from './routes.ts';
import {
  addMember,
  asBusiness,
  businessInput,
  createBusiness,
  invitationToken,
  readyBusiness,
} from '../business-helpers.ts';
import {
  ALL_CHECKS,
  importList,
  PDF,
  pngWithMetadata,
  submitTier1,
  tier1Body,
  uploaded,
} from '../verification-helpers.ts';
import { businessUpload, kybBody } from '../kyb-helpers.ts';
import { confirmToken, unsubscribeToken } from '../../src/services/status/subscriptions.ts';

// Issue 9's access matrix, with real owners: client A owns a real object behind every `:id` of
// the route table (and every id a body refers to), then each route is called as anonymous, A,
// another client B and an admin. The expected status of every cell is declared once in MATRIX;
// a route missing from MATRIX, or an entry that is not a route, fails. Non-owners get 404 (not
// 403) so ids don't leak, and their calls — anonymous, B's and the admin's on client routes —
// change none of A's rows.

type Role = 'anon' | 'a' | 'b' | 'admin';
const ROLES: Role[] = ['anon', 'a', 'b', 'admin'];

/** Objects owned by client A (or, for admin-only routes, existing objects) that fill the paths. */
interface Fixtures {
  pairId: string;
  orderId: string;
  quoteId: string;
  keepBeneficiaryId: string;
  dropBeneficiaryId: string;
  keepAlertId: string;
  dropAlertId: string;
  notificationId: string;
  /** A's notifications when the fixtures are made, all unread. */
  notificationCount: number;
  quoteRequestId: string;
  /** an open application sent with its CV as a file (issue 34) */
  cvApplicationId: string;
  confirmDepositId: string;
  rejectDepositId: string;
  approveWithdrawalId: string;
  rejectWithdrawalId: string;
  jobId: string;
  togglePairId: string;
  ratePairId: string;
  /** the verification reference of a statement PDF A downloaded */
  documentReference: string;
  /** status page: a confirmation token (never unsubscribed) and another subscriber's unsubscribe token */
  statusConfirmToken: string;
  statusUnsubscribeToken: string;
  incidentId: string;
  newsId: string;
  dropNewsId: string;
  newsSlug: string;
  otherUser: TestUser;
  /** A's verification uploads (issue 22): one to read, one to delete, the files of a tier 2. */
  kycDocId: string;
  kycDropDocId: string;
  kycSourceDocId: string;
  /** Developer API (issue 18): A's key, two webhook endpoints and a delivery of A's order. */
  apiKeyId: string;
  endpointId: string;
  dropEndpointId: string;
  deliveryId: string;
  /** Dave's tier 1 submission (a possible screening match, so its case is open). */
  submissionId: string;
  screeningCaseId: string;
  /** Issue 17: A's business (A owner), its members, invitation and requests; another business. */
  businessId: string;
  businessMemberId: string;
  businessDropMemberId: string;
  businessDropInvitationId: string;
  businessApprovalId: string;
  businessOwnApprovalId: string;
  /** A conversion over the threshold, approved by A: waiting for a fresh quote. */
  businessConvertApprovalId: string;
  /** An invitation to A's address from another business. */
  businessInviteToken: string;
  adminBusinessId: string;
  /** A's unverified business and its KYB uploads (one to read, one to delete, two to send). */
  kybBusinessId: string;
  kybDocId: string;
  kybDropDocId: string;
  kybCertificateId: string;
  kybProofId: string;
  /** Issue 39: A's browser (from A's sign-in) and two push subscriptions of A's. */
  deviceId: string;
  keepPushEndpoint: string;
  dropPushId: string;
  /** Send money (issue 38): a corridor, A's transfers (one to confirm, one to cancel) and its link. */
  corridorId: string;
  transferId: string;
  cancelTransferId: string;
  trackingPath: string;
  /** Recurring transfers (issue 38): A's schedule and two of its runs waiting for A. */
  scheduleId: string;
  reviewRunId: string;
  skipRunId: string;
  /** Treasury (issue 41): A's limit orders and recurring plans (one to read, one to cancel). */
  limitOrderId: string;
  cancelLimitOrderId: string;
  planId: string;
  cancelPlanId: string;
  /** Forward contracts (issue 41): A's open contract (read, drawn down 1 USD at a time). */
  forwardId: string;
  /** Bulk payouts (issue 41): A's drafts (one to read and fix, one to submit, one to discard). */
  bulkId: string;
  bulkLineId: string;
  bulkSubmitId: string;
  bulkCancelId: string;
}

interface Cell {
  /** Expected HTTP status per role. */
  expect: Record<Role, number>;
  /** The concrete URL (required when the path has a :param). */
  url?: (f: Fixtures) => string;
  /** A valid body, so a non-owner reaches the ownership check instead of a 400. */
  body?: (f: Fixtures, who: Role) => unknown;
  /** A file body instead of JSON (uploads, list imports). */
  raw?: () => { body: Buffer | string; type: string };
}

// Shorthands for the common rows.
const PUBLIC = { anon: 200, a: 200, b: 200, admin: 200 };
const FORM = { anon: 201, a: 201, b: 201, admin: 201 };
/** A client route with no id: everyone signed in acts on their own data. */
const OWN = { anon: 401, a: 200, b: 200, admin: 200 };
const OWN_CREATE = { anon: 401, a: 201, b: 201, admin: 201 };
/** A client route on A's object: only A reaches it; anyone else signed in gets 404. */
const OWNER = { anon: 401, a: 200, b: 404, admin: 404 };
const OWNER_CREATE = { anon: 401, a: 201, b: 404, admin: 404 };
const ADMIN = { anon: 401, a: 403, b: 403, admin: 200 };
const ADMIN_CREATE = { anon: 401, a: 403, b: 403, admin: 201 };
/** /api/v1 with cookies and no key: 401 for everyone. */
const NO_KEY = { anon: 401, a: 401, b: 401, admin: 401 };

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${++seq}`;
const month = new Date().toISOString().slice(0, 7);
const alertBody = (f: Fixtures) => ({
  pairId: f.pairId,
  direction: 'below',
  targetRate: '1',
  channelEmail: false,
  channelInApp: true,
  isActive: true,
});

const pushBody = (endpoint: string) => ({
  endpoint,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  kinds: ['money', 'security'],
});

const MATRIX: Record<string, Cell> = {
  'GET /api/health': { expect: PUBLIC },
  'GET /api/health/live': { expect: PUBLIC },
  'GET /api/ready': { expect: PUBLIC },
  'GET /api/jobs': { expect: PUBLIC },
  'GET /api/rates': { expect: PUBLIC },
  'GET /api/rates/stream': { expect: PUBLIC },
  'GET /api/rates/:pair/history': { expect: PUBLIC, url: () => '/api/rates/USD-KES/history' },
  'GET /api/rates/terms': { expect: PUBLIC },

  // The forms take anyone; a signed-in sender's id is attached (A's quote request is a fixture).
  'POST /api/requests/consultation': {
    expect: FORM,
    body: () => ({
      name: 'Amina Otieno',
      email: 'amina@example.com',
      phone: '+254 700 000 000',
      preferredDate: todayIsoDate(new Date(Date.now() + 3 * 86_400_000)),
      preferredTime: '10:30',
    }),
  },
  'POST /api/requests/quote': {
    expect: FORM,
    body: () => ({
      name: 'Kofi Mensah',
      email: 'kofi@example.com',
      currencyFrom: 'USD',
      currencyTo: 'GHS',
      amount: 2500.5,
      urgency: 'high',
    }),
  },
  // Stablecoin deposits (issue 40): this server runs no chain, so an address is refused (409) and
  // no deposit exists; each holder reads only their own.
  'GET /api/wallet/crypto-addresses': { expect: OWN },
  'POST /api/wallet/crypto-addresses': {
    expect: { anon: 401, a: 409, b: 409, admin: 409 },
    body: () => ({ asset: 'USDC', network: 'ethereum-sepolia' }),
  },
  'GET /api/wallet/crypto-settings': { expect: OWN },
  'PUT /api/wallet/crypto-settings': { expect: OWN, body: () => ({ convertTo: null }) },
  'GET /api/wallet/crypto-deposits': { expect: OWN },
  'GET /api/wallet/crypto-deposits/:id': {
    expect: { anon: 401, a: 404, b: 404, admin: 404 },
    url: () => '/api/wallet/crypto-deposits/00000000-0000-4000-8000-000000000000',
  },
  'GET /api/admin/rails/chain-deposits': { expect: ADMIN },
  // Bank payouts (issue 37): nothing waits for a file here, so making one is a 409, and no file
  // exists to send or download.
  'GET /api/admin/bank/payouts/batches': { expect: ADMIN },
  'POST /api/admin/bank/payouts/batches': { expect: { anon: 401, a: 403, b: 403, admin: 409 } },
  'POST /api/admin/bank/payouts/batches/:id/send': {
    expect: { anon: 401, a: 403, b: 403, admin: 404 },
    url: () => '/api/admin/bank/payouts/batches/00000000-0000-4000-8000-000000000000/send',
  },
  'GET /api/admin/bank/payouts/batches/:id/pain.001.xml': {
    expect: { anon: 401, a: 403, b: 403, admin: 404 },
    url: () => '/api/admin/bank/payouts/batches/00000000-0000-4000-8000-000000000000/pain.001.xml',
  },
  'POST /api/admin/bank/payouts/status': {
    expect: { anon: 401, a: 403, b: 403, admin: 400 },
    raw: () => ({ body: '<Document/>', type: 'application/xml' }),
  },
  'POST /api/requests/application/cv': {
    expect: FORM,
    url: () => '/api/requests/application/cv?name=cv.pdf',
    raw: () => ({ body: PDF, type: 'application/pdf' }),
  },
  'POST /api/requests/inquiry': {
    expect: FORM,
    body: () => ({ name: 'Zanele', email: 'z@example.com', subject: 'Payout', message: 'Hello' }),
  },
  'POST /api/requests/application': {
    expect: FORM,
    body: () => ({
      jobId: null,
      applicantName: 'Open Applicant',
      applicantEmail: 'open@example.com',
      coverLetter: 'I have spent eight years pricing East African FX for corporates and banks.',
    }),
  },

  // The signed-in user's own profile: there is no id, so B and the admin only ever see their own.
  'GET /api/me/profile': { expect: OWN },
  'PATCH /api/me/profile': {
    expect: OWN,
    body: (_f, who) => ({ firstName: `Name-${who}`, country: 'Kenya' }),
  },
  'PUT /api/me/language': { expect: OWN, body: () => ({ language: 'sw' }) },
  'POST /api/me/email': {
    expect: OWN,
    body: (f, who) => ({ newEmail: `new-${uniq()}@example.com`, password: passwordOf(who) }),
  },

  // Issue 19: sign-in methods. No id: each user only ever sees and changes their own.
  'GET /api/sign-in/providers': { expect: PUBLIC },
  'GET /api/security': { expect: OWN },
  // Issue 33: the step-up proof is the signed-in person's own.
  'GET /api/security/step-up': { expect: OWN },
  'POST /api/security/step-up': {
    expect: OWN,
    body: (_f, who) => ({ method: 'password', password: passwordOf(who) }),
  },
  'PUT /api/security/sms-two-factor': {
    expect: OWN,
    body: (_f, who) => ({ enabled: false, password: passwordOf(who) }),
  },
  // Nobody here has a phone number: signed in, each gets 404 for their own.
  'POST /api/security/phone/remove': {
    expect: { anon: 401, a: 404, b: 404, admin: 404 },
    body: (_f, who) => ({ password: passwordOf(who) }),
  },

  // Developer API (issue 18). The dashboard's side is a client resource like any other; /api/v1
  // never reads the session cookie, so every caller here is anonymous to it (its ownership
  // matrix with keys is in developer-api.test.ts). The OpenAPI document is public.
  'GET /api/developers/keys': { expect: OWN },
  'POST /api/developers/keys': {
    expect: OWN_CREATE,
    body: (_f, who) => ({
      name: `Key ${who}`,
      scopes: ['rates:read'],
      ipAllowlist: '',
      expiresIn: '30',
      password: passwordOf(who),
    }),
  },
  'POST /api/developers/keys/:id/revoke': {
    expect: OWNER,
    url: (f) => `/api/developers/keys/${f.apiKeyId}/revoke`,
    body: () => ({}),
  },
  'GET /api/developers/webhooks': { expect: OWN },
  'POST /api/developers/webhooks': {
    expect: OWN_CREATE,
    body: () => ({ url: 'http://127.0.0.1:65535/hook', events: ['order.filled'] }),
  },
  'PUT /api/developers/webhooks/:id/enabled': {
    expect: OWNER,
    url: (f) => `/api/developers/webhooks/${f.endpointId}/enabled`,
    body: () => ({ enabled: true }),
  },
  'POST /api/developers/webhooks/:id/rotate': {
    expect: OWNER,
    url: (f) => `/api/developers/webhooks/${f.endpointId}/rotate`,
    body: () => ({ overlapHours: 24 }),
  },
  'DELETE /api/developers/webhooks/:id': {
    expect: OWNER,
    url: (f) => `/api/developers/webhooks/${f.dropEndpointId}`,
  },
  'GET /api/developers/webhooks/:id/deliveries': {
    expect: OWNER,
    url: (f) => `/api/developers/webhooks/${f.endpointId}/deliveries`,
  },
  'POST /api/developers/deliveries/:id/redeliver': {
    expect: { anon: 401, a: 202, b: 404, admin: 404 },
    url: (f) => `/api/developers/deliveries/${f.deliveryId}/redeliver`,
    body: () => ({}),
  },
  'GET /api/v1/openapi.json': { expect: PUBLIC },
  'GET /api/v1/rates': { expect: NO_KEY },
  'GET /api/v1/rates/:pair/history': { expect: NO_KEY, url: () => '/api/v1/rates/USD-KES/history' },
  'POST /api/v1/quotes': { expect: NO_KEY },
  'POST /api/v1/orders': { expect: NO_KEY },
  'GET /api/v1/orders': { expect: NO_KEY },
  'GET /api/v1/orders/:id': { expect: NO_KEY, url: (f) => `/api/v1/orders/${f.orderId}` },
  'GET /api/v1/balances': { expect: NO_KEY },
  'GET /api/v1/transactions': { expect: NO_KEY },
  'GET /api/v1/beneficiaries': { expect: NO_KEY },
  'POST /api/v1/beneficiaries': { expect: NO_KEY },
  'GET /api/v1/withdrawals': { expect: NO_KEY },
  'POST /api/v1/withdrawals': { expect: NO_KEY },
  'GET /api/v1/webhook-endpoints': { expect: NO_KEY },
  'POST /api/v1/webhook-endpoints': { expect: NO_KEY },
  'DELETE /api/v1/webhook-endpoints/:id': {
    expect: NO_KEY,
    url: (f) => `/api/v1/webhook-endpoints/${f.endpointId}`,
  },
  'GET /api/v1/webhook-endpoints/:id/deliveries': {
    expect: NO_KEY,
    url: (f) => `/api/v1/webhook-endpoints/${f.endpointId}/deliveries`,
  },
  'POST /api/v1/webhook-deliveries/:id/redeliver': {
    expect: NO_KEY,
    url: (f) => `/api/v1/webhook-deliveries/${f.deliveryId}/redeliver`,
  },
  'POST /api/v1/sandbox/top-ups': { expect: NO_KEY },
  'POST /api/v1/sandbox/withdrawals/:id/settle': {
    expect: NO_KEY,
    url: (f) => `/api/v1/sandbox/withdrawals/${f.orderId}/settle`,
  },
  'GET /api/v1/statements': { expect: NO_KEY },
  'GET /api/v1/statements/:month': { expect: NO_KEY, url: () => '/api/v1/statements/2026-01' },

  'GET /api/wallet/accounts': { expect: OWN },
  'GET /api/wallet/overview': { expect: OWN },
  'GET /api/wallet/deposits': { expect: OWN },
  'POST /api/wallet/deposits': {
    expect: OWN_CREATE,
    body: () => ({ currency: 'USD', method: 'bank_transfer' }),
  },
  // Issue 37: paying in from a phone (the simulated M-Pesa answers on loopback) and its progress.
  'POST /api/wallet/deposits/phone': {
    expect: OWN_CREATE,
    body: () => ({ rail: 'mpesa', currency: 'KES', amount: '1500', phone: '+254712345678' }),
  },
  'GET /api/wallet/deposits/:id/status': {
    expect: OWNER,
    url: (f) => `/api/wallet/deposits/${f.confirmDepositId}/status`,
  },
  // The rails' callbacks prove themselves (source address and the secret in their address):
  // a session changes nothing, and a guessed address is refused for everyone.
  'POST /api/rails/mpesa/collect/:token': {
    expect: { anon: 403, a: 403, b: 403, admin: 403 },
    url: () => '/api/rails/mpesa/collect/00000000-0000-4000-8000-000000000000.guess',
    body: () => ({}),
  },
  'POST /api/rails/mpesa/payout/:token/:what{result|timeout}': {
    expect: { anon: 403, a: 403, b: 403, admin: 403 },
    url: () => '/api/rails/mpesa/payout/00000000-0000-4000-8000-000000000000.guess/result',
    body: () => ({}),
  },
  'POST /api/rails/mpesa/status/:token/:what{result|timeout}': {
    expect: { anon: 403, a: 403, b: 403, admin: 403 },
    url: () => '/api/rails/mpesa/status/00000000-0000-4000-8000-000000000000.guess/result',
    body: () => ({}),
  },
  ...Object.fromEntries(
    (['PUT', 'POST'] as const).flatMap((m) => [
      [
        `${m} /api/rails/mtn_momo/collect/:token`,
        {
          expect: { anon: 403, a: 403, b: 403, admin: 403 },
          url: () => '/api/rails/mtn_momo/collect/00000000-0000-4000-8000-000000000000.guess',
          body: () => ({}),
        },
      ],
      [
        `${m} /api/rails/mtn_momo/payout/:token/result`,
        {
          expect: { anon: 403, a: 403, b: 403, admin: 403 },
          url: () => '/api/rails/mtn_momo/payout/00000000-0000-4000-8000-000000000000.guess/result',
          body: () => ({}),
        },
      ],
    ]),
  ),
  'GET /api/wallet/beneficiaries': { expect: OWN },
  'POST /api/wallet/beneficiaries': {
    expect: OWN_CREATE,
    body: () => beneficiaryBody('+254712345000'),
  },
  'DELETE /api/wallet/beneficiaries/:id': {
    expect: OWNER,
    url: (f) => `/api/wallet/beneficiaries/${f.dropBeneficiaryId}`,
  },
  'GET /api/wallet/withdrawals': { expect: OWN },
  // A's beneficiary in the body: B (who has KES of its own) and the admin get 404, as for a path id.
  'POST /api/wallet/withdrawals': {
    expect: OWNER_CREATE,
    body: (f) => ({
      beneficiaryId: f.keepBeneficiaryId,
      currency: 'KES',
      amount: '1.00',
      idempotencyKey: `wd-${uniq()}`,
    }),
  },
  'GET /api/wallet/transactions': { expect: OWN },

  // Send money (issue 38): A's payee in the body, A's transfers in the path.
  'POST /api/transfers/quote': {
    expect: OWN,
    body: (f) => ({
      corridorId: f.corridorId,
      payoutMethod: 'mobile_money',
      side: 'send',
      amount: '10',
    }),
  },
  'GET /api/transfers': { expect: OWN },
  'POST /api/transfers': {
    expect: OWNER_CREATE,
    body: (f) => transferBody(f.corridorId, f.keepBeneficiaryId),
  },
  'GET /api/transfers/:id': { expect: OWNER, url: (f) => `/api/transfers/${f.transferId}` },
  // Before its confirmation: A reaches the transfer (a USD one: M-Pesa cannot pay it in, 400).
  'POST /api/transfers/:id/pay-in': {
    expect: { anon: 401, a: 400, b: 404, admin: 404 },
    url: (f) => `/api/transfers/${f.transferId}/pay-in`,
    body: () => ({ rail: 'mpesa', phone: '+254712345678' }),
  },
  'POST /api/transfers/:id/confirm': {
    expect: OWNER,
    url: (f) => `/api/transfers/${f.transferId}/confirm`,
  },
  'POST /api/transfers/:id/cancel': {
    expect: OWNER,
    url: (f) => `/api/transfers/${f.cancelTransferId}/cancel`,
  },
  'GET /api/transfer-schedules': { expect: OWN },
  'POST /api/transfer-schedules': {
    expect: OWNER_CREATE,
    body: (f) => scheduleBody(f.corridorId, f.keepBeneficiaryId),
  },
  'GET /api/transfer-schedules/:id': {
    expect: OWNER,
    url: (f) => `/api/transfer-schedules/${f.scheduleId}`,
  },
  'PATCH /api/transfer-schedules/:id': {
    expect: OWNER,
    url: (f) => `/api/transfer-schedules/${f.scheduleId}`,
    body: () => ({ status: 'paused' }),
  },
  'POST /api/transfer-schedules/:id/runs/:runId/review': {
    expect: OWNER_CREATE,
    url: (f) => `/api/transfer-schedules/${f.scheduleId}/runs/${f.reviewRunId}/review`,
    body: () => ({ idempotencyKey: `run-${uniq()}` }),
  },
  'POST /api/transfer-schedules/:id/runs/:runId/skip': {
    expect: OWNER,
    url: (f) => `/api/transfer-schedules/${f.scheduleId}/runs/${f.skipRunId}/skip`,
  },
  // Treasury (issue 41): a limit order holds the money it sells, so B and the admin, who hold no
  // USD, are refused for their balance (422); a plan holds nothing until it runs.
  'GET /api/treasury/limit-orders': { expect: OWN },
  'POST /api/treasury/limit-orders': {
    expect: { anon: 401, a: 201, b: 422, admin: 422 },
    body: () => limitOrderBody(),
  },
  'GET /api/treasury/limit-orders/:id': {
    expect: OWNER,
    url: (f) => `/api/treasury/limit-orders/${f.limitOrderId}`,
  },
  'POST /api/treasury/limit-orders/:id/cancel': {
    expect: OWNER,
    url: (f) => `/api/treasury/limit-orders/${f.cancelLimitOrderId}/cancel`,
  },
  'GET /api/treasury/recurring': { expect: OWN },
  'POST /api/treasury/recurring': { expect: OWN_CREATE, body: () => planBody() },
  'GET /api/treasury/recurring/:id': {
    expect: OWNER,
    url: (f) => `/api/treasury/recurring/${f.planId}`,
  },
  'PATCH /api/treasury/recurring/:id': {
    expect: OWNER,
    url: (f) => `/api/treasury/recurring/${f.planId}`,
    body: () => ({ active: false }),
  },
  'POST /api/treasury/recurring/:id/cancel': {
    expect: OWNER,
    url: (f) => `/api/treasury/recurring/${f.cancelPlanId}/cancel`,
  },
  'GET /api/v1/limit-orders': { expect: NO_KEY },
  'POST /api/v1/limit-orders': { expect: NO_KEY, body: () => limitOrderBody() },
  'GET /api/v1/limit-orders/:id': {
    expect: NO_KEY,
    url: (f) => `/api/v1/limit-orders/${f.limitOrderId}`,
  },
  'POST /api/v1/limit-orders/:id/cancel': {
    expect: NO_KEY,
    url: (f) => `/api/v1/limit-orders/${f.limitOrderId}/cancel`,
  },
  // Forward contracts (issue 41): booking holds a margin, so B and the admin (no USD) get 422; on
  // A's open contract there is no margin call to answer and nothing waiting to withdraw (409).
  'GET /api/treasury/forwards': { expect: OWN },
  'POST /api/treasury/forwards': {
    expect: { anon: 401, a: 201, b: 422, admin: 422 },
    body: () => forwardBody(),
  },
  'POST /api/treasury/forwards/quote': { expect: OWN, body: () => forwardBody() },
  'GET /api/treasury/forwards/:id': {
    expect: OWNER,
    url: (f) => `/api/treasury/forwards/${f.forwardId}`,
  },
  'GET /api/treasury/forwards/:id/note.pdf': {
    expect: OWNER,
    url: (f) => `/api/treasury/forwards/${f.forwardId}/note.pdf`,
  },
  'POST /api/treasury/forwards/:id/drawdown': {
    expect: OWNER,
    url: (f) => `/api/treasury/forwards/${f.forwardId}/drawdown`,
    body: () => ({ amount: '1.00' }),
  },
  'POST /api/treasury/forwards/:id/margin': {
    expect: { anon: 401, a: 409, b: 404, admin: 404 },
    url: (f) => `/api/treasury/forwards/${f.forwardId}/margin`,
  },
  'POST /api/treasury/forwards/:id/cancel': {
    expect: { anon: 401, a: 409, b: 404, admin: 404 },
    url: (f) => `/api/treasury/forwards/${f.forwardId}/cancel`,
  },
  'GET /api/v1/forwards': { expect: NO_KEY },
  'POST /api/v1/forwards': { expect: NO_KEY, body: () => forwardBody() },
  'POST /api/v1/forwards/quote': { expect: NO_KEY, body: () => forwardBody() },
  'GET /api/v1/forwards/:id': {
    expect: NO_KEY,
    url: (f) => `/api/v1/forwards/${f.forwardId}`,
  },
  ...Object.fromEntries(
    ['drawdown', 'margin', 'cancel'].map((a) => [
      `POST /api/v1/forwards/:id/${a}`,
      { expect: NO_KEY, url: (f: Fixtures) => `/api/v1/forwards/${f.forwardId}/${a}` },
    ]),
  ),
  'GET /api/admin/forwards/interest-rates': { expect: ADMIN },
  'PUT /api/admin/forwards/interest-rates': {
    expect: ADMIN,
    body: () => ({ currency: 'KES', ratePct: '10', dayCount: 365 }),
  },
  'GET /api/admin/forwards/review': { expect: ADMIN },
  'POST /api/admin/forwards/:id/approve': {
    expect: { anon: 401, a: 403, b: 403, admin: 409 },
    url: (f) => `/api/admin/forwards/${f.forwardId}/approve`,
  },
  'POST /api/admin/forwards/:id/reject': {
    expect: { anon: 401, a: 403, b: 403, admin: 409 },
    url: (f) => `/api/admin/forwards/${f.forwardId}/reject`,
  },
  // Stablecoin payouts (issue 40): the holder's own; an id that is not theirs answers 404, an
  // empty request 400 before anything is held; the admin's list, decisions and hot wallet.
  'GET /api/wallet/crypto-payouts': { expect: OWN },
  'POST /api/wallet/crypto-payouts': {
    expect: { anon: 401, a: 400, b: 400, admin: 400 },
    body: () => ({}),
  },
  'GET /api/wallet/crypto-payouts/:id': {
    expect: { anon: 401, a: 404, b: 404, admin: 404 },
    url: () => `/api/wallet/crypto-payouts/${randomUUID()}`,
  },
  'GET /api/admin/chain/payouts': { expect: ADMIN },
  'POST /api/admin/chain/payouts/:id/decision': {
    expect: { anon: 401, a: 403, b: 403, admin: 400 },
    url: () => `/api/admin/chain/payouts/${randomUUID()}/decision`,
    body: () => ({}),
  },
  'GET /api/admin/chain/treasury': { expect: ADMIN },
  // Bulk payouts (issue 41): A's drafts; anyone else's id answers 404.
  'GET /api/bulk-payouts': { expect: OWN },
  'POST /api/bulk-payouts': {
    expect: OWN_CREATE,
    raw: () => ({ body: BULK_CSV, type: 'text/csv' }),
  },
  'GET /api/bulk-payouts/:id': { expect: OWNER, url: (f) => `/api/bulk-payouts/${f.bulkId}` },
  'PATCH /api/bulk-payouts/:id/lines/:lineId': {
    expect: OWNER,
    url: (f) => `/api/bulk-payouts/${f.bulkId}/lines/${f.bulkLineId}`,
    body: () => ({ reference: 'INV 2' }),
  },
  'POST /api/bulk-payouts/:id/submit': {
    expect: OWNER_CREATE,
    url: (f) => `/api/bulk-payouts/${f.bulkSubmitId}/submit`,
    body: () => ({ idempotencyKey: 'matrix-bulk-0001' }),
  },
  'POST /api/bulk-payouts/:id/cancel': {
    expect: OWNER,
    url: (f) => `/api/bulk-payouts/${f.bulkCancelId}/cancel`,
    body: () => ({}),
  },
  'GET /api/v1/bulk-payouts': { expect: NO_KEY },
  'POST /api/v1/bulk-payouts': { expect: NO_KEY },
  'GET /api/v1/bulk-payouts/:id': {
    expect: NO_KEY,
    url: (f) => `/api/v1/bulk-payouts/${f.bulkId}`,
  },
  'GET /api/v1/recurring-conversions': { expect: NO_KEY },
  'POST /api/v1/recurring-conversions': { expect: NO_KEY, body: () => planBody() },
  'GET /api/v1/recurring-conversions/:id': {
    expect: NO_KEY,
    url: (f) => `/api/v1/recurring-conversions/${f.planId}`,
  },
  'POST /api/v1/recurring-conversions/:id/pause': {
    expect: NO_KEY,
    url: (f) => `/api/v1/recurring-conversions/${f.planId}/pause`,
  },
  'POST /api/v1/recurring-conversions/:id/resume': {
    expect: NO_KEY,
    url: (f) => `/api/v1/recurring-conversions/${f.planId}/resume`,
  },
  'POST /api/v1/recurring-conversions/:id/cancel': {
    expect: NO_KEY,
    url: (f) => `/api/v1/recurring-conversions/${f.planId}/cancel`,
  },
  // Public: the live corridors, a quote on one, and the recipient's tracking link (a capability).
  'GET /api/corridors': { expect: PUBLIC },
  'POST /api/corridors/quote': {
    expect: PUBLIC,
    body: (f) => ({
      corridorId: f.corridorId,
      payoutMethod: 'bank_account',
      side: 'send',
      amount: '10',
    }),
  },
  'GET /api/track/:token': {
    expect: PUBLIC,
    url: (f) => `/api/track/${f.trackingPath.split('#')[1]}`,
  },
  'GET /api/admin/corridors': { expect: ADMIN },
  'GET /api/admin/corridors/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/corridors/${f.corridorId}`,
  },
  'POST /api/admin/corridors': { expect: ADMIN_CREATE, body: () => corridorBody('NGN', 'NG') },
  'PUT /api/admin/corridors/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/corridors/${f.corridorId}`,
    body: () => corridorBody('KES', 'KE'),
  },
  'PATCH /api/admin/corridors/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/corridors/${f.corridorId}`,
    body: () => ({ isActive: true }),
  },

  'POST /api/orders/quotes': {
    expect: OWN_CREATE,
    body: () => ({ sellCurrency: 'USD', buyCurrency: 'KES', amount: '1.00' }),
  },
  // A's quote in the body. A gets a fresh one (quotes expire in seconds); others get A's fixture.
  'POST /api/orders': {
    expect: OWNER_CREATE,
    body: async (f, who) => ({
      quoteId: who === 'a' ? await freshQuote(a) : f.quoteId,
      idempotencyKey: `order-${uniq()}`,
    }),
  },
  'GET /api/orders': { expect: OWN },
  'GET /api/orders/:id': { expect: OWNER, url: (f) => `/api/orders/${f.orderId}` },
  'GET /api/orders/:id/confirmation.pdf': {
    expect: OWNER,
    url: (f) => `/api/orders/${f.orderId}/confirmation.pdf`,
  },

  'GET /api/alerts': { expect: OWN },
  'GET /api/alerts/summary': { expect: OWN },
  'POST /api/alerts': { expect: OWN_CREATE, body: alertBody },
  'PUT /api/alerts/:id': {
    expect: OWNER,
    url: (f) => `/api/alerts/${f.keepAlertId}`,
    body: alertBody,
  },
  'PATCH /api/alerts/:id/active': {
    expect: OWNER,
    url: (f) => `/api/alerts/${f.keepAlertId}/active`,
    body: () => ({ isActive: false }),
  },
  'DELETE /api/alerts/:id': { expect: OWNER, url: (f) => `/api/alerts/${f.dropAlertId}` },

  'GET /api/notifications': { expect: OWN },
  'GET /api/notifications/unread-count': { expect: OWN },
  'POST /api/notifications/:id/read': {
    expect: OWNER,
    url: (f) => `/api/notifications/${f.notificationId}/read`,
    body: () => ({}),
  },
  // Marks the caller's own notifications only (A's unread one stays unread after B's call).
  'POST /api/notifications/read-all': { expect: OWN, body: () => ({}) },
  // Mail choices: each caller reads and writes their own (no id in the path).
  'GET /api/notifications/preferences': { expect: OWN },
  'PUT /api/notifications/preferences': { expect: OWN, body: () => ({ conversions: true }) },

  // Issue 39: devices (A's browser: only A may end its trust) and push subscriptions.
  'GET /api/devices': { expect: OWN },
  'DELETE /api/devices/:id/trust': {
    expect: OWNER,
    url: (f) => `/api/devices/${f.deviceId}/trust`,
  },
  'GET /api/push/config': { expect: OWN },
  'GET /api/push/subscriptions': { expect: OWN },
  // Each caller subscribes a browser of their own (an endpoint nobody else has).
  'POST /api/push/subscriptions': {
    expect: OWN_CREATE,
    body: (_f, who) => pushBody(`https://push.example.com/${who}-${uniq()}`),
  },
  'PUT /api/push/subscriptions/kinds': {
    expect: OWNER,
    body: (f) => ({ endpoint: f.keepPushEndpoint, kinds: ['money'] }),
  },
  'DELETE /api/push/subscriptions/:id': {
    expect: OWNER,
    url: (f) => `/api/push/subscriptions/${f.dropPushId}`,
  },

  'GET /api/reports/months': { expect: OWN },
  'GET /api/reports/statement': { expect: OWN, url: () => `/api/reports/statement?month=${month}` },
  'GET /api/reports/orders.csv': { expect: OWN },
  // Charts' figures (issue 39): each caller's own wallet and volumes, never A's.
  'GET /api/insights/balance-history': {
    expect: OWN,
    url: () => '/api/insights/balance-history?currency=USD&range=1M',
  },
  'GET /api/insights/monthly-volumes': { expect: OWN },
  // Everyone signed in gets a PDF of their own statement (and a document of their own is issued).
  'GET /api/reports/statement.pdf': {
    expect: OWN,
    url: () => `/api/reports/statement.pdf?month=${month}&currency=USD`,
  },

  // Admin routes: the guard answers before any handler, so ids are existing objects (A's where
  // the route is about a client's object) and the bodies are valid for the admin's call.
  'GET /api/admin/dashboard': { expect: ADMIN },
  'GET /api/admin/requests': { expect: ADMIN },
  'GET /api/admin/requests/export.csv': { expect: ADMIN },
  'GET /api/admin/requests/assignees': { expect: ADMIN },
  'GET /api/admin/requests/:type/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/requests/quote/${f.quoteRequestId}`,
  },
  'GET /api/admin/requests/application/:id/cv': {
    expect: ADMIN,
    url: (f) => `/api/admin/requests/application/${f.cvApplicationId}/cv`,
  },
  'PATCH /api/admin/requests/:type/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/requests/quote/${f.quoteRequestId}`,
    body: () => ({ status: 'in_progress' }),
  },
  'POST /api/admin/requests/:type/:id/notes': {
    expect: ADMIN_CREATE,
    url: (f) => `/api/admin/requests/quote/${f.quoteRequestId}/notes`,
    body: () => ({ body: 'Called the client.' }),
  },
  'POST /api/admin/requests/:type/:id/reply': {
    expect: ADMIN_CREATE,
    url: (f) => `/api/admin/requests/quote/${f.quoteRequestId}/reply`,
    body: () => ({ message: 'We can settle this on Monday.' }),
  },
  'POST /api/admin/requests/:type/:id/quote': {
    expect: ADMIN_CREATE,
    url: (f) => `/api/admin/requests/quote/${f.quoteRequestId}/quote`,
    body: () => ({ rate: '11.90', validHours: 24, message: 'Call us to lock it.' }),
  },
  'GET /api/admin/settings': { expect: ADMIN },
  'PUT /api/admin/settings/notifications': {
    expect: ADMIN,
    body: () => ({
      emailNotificationsConsultation: true,
      emailNotificationsQuote: true,
      emailNotificationsApplication: true,
    }),
  },
  'PUT /api/admin/settings/platform': {
    expect: ADMIN,
    body: () => ({ 'trading.spreadBps': 50 }),
  },
  'GET /api/admin/users': { expect: ADMIN },
  'GET /api/admin/users/:id': { expect: ADMIN, url: () => `/api/admin/users/${a.id}` },
  // Role and disable act on a third user, so A and B keep their sessions for the other cells.
  'PUT /api/admin/users/:id/role': {
    expect: ADMIN,
    url: (f) => `/api/admin/users/${f.otherUser.id}/role`,
    body: () => ({ role: 'admin' }),
  },
  'POST /api/admin/users/:id/disable': {
    expect: ADMIN,
    url: (f) => `/api/admin/users/${f.otherUser.id}/disable`,
    body: () => ({ reason: 'Suspected fraud' }),
  },
  'POST /api/admin/users/:id/enable': {
    expect: ADMIN,
    url: (f) => `/api/admin/users/${f.otherUser.id}/enable`,
    body: () => ({}),
  },
  'GET /api/admin/jobs': { expect: ADMIN },
  'POST /api/admin/jobs': { expect: ADMIN_CREATE, body: () => jobBody('FX Dealer') },
  'PUT /api/admin/jobs/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/jobs/${f.jobId}`,
    body: () => jobBody('Senior FX Dealer'),
  },
  'PATCH /api/admin/jobs/:id/active': {
    expect: ADMIN,
    url: (f) => `/api/admin/jobs/${f.jobId}/active`,
    body: () => ({ isActive: false }),
  },
  'GET /api/admin/funding': { expect: ADMIN },
  'POST /api/admin/funding/deposits/:id/confirm': {
    expect: ADMIN,
    url: (f) => `/api/admin/funding/deposits/${f.confirmDepositId}/confirm`,
    body: () => ({ receivedAmount: '50.00' }),
  },
  'POST /api/admin/funding/deposits/:id/reject': {
    expect: ADMIN,
    url: (f) => `/api/admin/funding/deposits/${f.rejectDepositId}/reject`,
    body: () => ({ reason: 'Nothing received' }),
  },
  'POST /api/admin/funding/withdrawals/:id/approve': {
    expect: ADMIN,
    url: (f) => `/api/admin/funding/withdrawals/${f.approveWithdrawalId}/approve`,
    body: () => ({}),
  },
  'POST /api/admin/funding/withdrawals/:id/reject': {
    expect: ADMIN,
    url: (f) => `/api/admin/funding/withdrawals/${f.rejectWithdrawalId}/reject`,
    body: () => ({ reason: 'Name mismatch' }),
  },
  'GET /api/admin/rates/pairs': { expect: ADMIN },
  'POST /api/admin/rates/pairs': {
    expect: ADMIN_CREATE,
    body: () => ({ base: 'USD', quote: 'RWF' }),
  },
  'PATCH /api/admin/rates/pairs/:id/active': {
    expect: ADMIN,
    url: (f) => `/api/admin/rates/pairs/${f.togglePairId}/active`,
    body: () => ({ isActive: false }),
  },
  'POST /api/admin/rates/pairs/:id/rates': {
    expect: ADMIN_CREATE,
    url: (f) => `/api/admin/rates/pairs/${f.ratePairId}/rates`,
    body: () => ({ bid: '3700', ask: '3710', confirm: true }),
  },
  'POST /api/admin/rates/import': {
    expect: ADMIN_CREATE,
    body: () => ({ csv: 'pair,bid,ask\nUSD/ZAR,17.40,17.45\n', confirm: true }),
  },
  'GET /api/admin/rates/pairs/:id/history': {
    expect: ADMIN,
    url: (f) => `/api/admin/rates/pairs/${f.pairId}/history`,
  },
  'GET /api/admin/audit': { expect: ADMIN },
  'GET /api/admin/audit/actions': { expect: ADMIN },
  'GET /api/admin/documents/:reference': {
    expect: ADMIN,
    url: (f) => `/api/admin/documents/${f.documentReference}`,
  },

  // Verification (issue 22): A's documents are A's alone; a submission naming A's files is
  // refused to anyone else as not found. Everyone here is verified (tier 1), so a tier 1 is a
  // conflict, and A's tier 2 goes through.
  'GET /api/verification': { expect: OWN },
  'POST /api/verification/documents': {
    expect: OWN_CREATE,
    url: () => '/api/verification/documents?kind=proof_of_address&name=bill.pdf',
    raw: () => ({ body: PDF, type: 'application/pdf' }),
  },
  'GET /api/verification/documents/:id': {
    expect: OWNER,
    url: (f) => `/api/verification/documents/${f.kycDocId}`,
  },
  'DELETE /api/verification/documents/:id': {
    expect: OWNER,
    url: (f) => `/api/verification/documents/${f.kycDropDocId}`,
  },
  'POST /api/verification/tier1': {
    expect: { anon: 401, a: 409, b: 409, admin: 409 },
    body: (f) => tier1Body({ id: f.kycDocId, proof: f.kycDocId }),
  },
  'POST /api/verification/tier2': {
    expect: { anon: 401, a: 201, b: 404, admin: 404 },
    body: (f) => ({
      sourceOfFunds: 'salary',
      description: 'Salary from my employer, paid monthly into my bank account.',
      expectedMonthlyVolumeUsd: '20000',
      fileId: f.kycSourceDocId,
    }),
  },
  'GET /api/admin/verification': { expect: ADMIN },
  'GET /api/admin/verification/figures': { expect: ADMIN },
  'GET /api/admin/verification/documents/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/verification/documents/${f.kycDocId}`,
  },
  'GET /api/admin/verification/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/verification/${f.submissionId}`,
  },
  'POST /api/admin/verification/:id/start': {
    expect: ADMIN,
    url: (f) => `/api/admin/verification/${f.submissionId}/start`,
    body: () => ({}),
  },
  'POST /api/admin/verification/:id/decision': {
    expect: ADMIN,
    url: (f) => `/api/admin/verification/${f.submissionId}/decision`,
    body: () => ({
      decision: 'more_info',
      checks: { ...ALL_CHECKS, legible: false },
      message: 'The photo of your ID is blurred; please upload a sharper one.',
    }),
  },
  // The bank rail and reconciliation (docs/payments.md).
  'GET /api/admin/bank/statements': { expect: ADMIN },
  'POST /api/admin/bank/statements': {
    expect: ADMIN_CREATE,
    raw: () => ({
      body: '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr></BkToCstmrStmt></Document>',
      type: 'application/xml',
    }),
  },
  'GET /api/admin/rails/exceptions': { expect: ADMIN },
  'POST /api/admin/rails/exceptions/:id/credit': {
    expect: { anon: 401, a: 403, b: 403, admin: 404 },
    url: () => '/api/admin/rails/exceptions/00000000-0000-4000-8000-000000000000/credit',
    body: () => ({ note: 'matched by amount' }),
  },
  'POST /api/admin/rails/exceptions/:id/refund': {
    expect: { anon: 401, a: 403, b: 403, admin: 404 },
    url: () => '/api/admin/rails/exceptions/00000000-0000-4000-8000-000000000000/refund',
    body: () => ({ note: 'sent back' }),
  },
  'POST /api/admin/rails/exceptions/:id/write-off': {
    expect: { anon: 401, a: 403, b: 403, admin: 404 },
    url: () => '/api/admin/rails/exceptions/00000000-0000-4000-8000-000000000000/write-off',
    body: () => ({ note: 'unknown sender' }),
  },
  'POST /api/admin/rails/exceptions/:id/paid': {
    expect: { anon: 401, a: 403, b: 403, admin: 404 },
    url: () => '/api/admin/rails/exceptions/00000000-0000-4000-8000-000000000000/paid',
    body: () => ({ note: 'seen on the M-Pesa portal' }),
  },
  'POST /api/admin/rails/exceptions/:id/not-paid': {
    expect: { anon: 401, a: 403, b: 403, admin: 404 },
    url: () => '/api/admin/rails/exceptions/00000000-0000-4000-8000-000000000000/not-paid',
    body: () => ({ note: 'not on the M-Pesa portal' }),
  },
  'GET /api/admin/rails/report': { expect: ADMIN },
  'GET /api/admin/rails/report.csv': { expect: ADMIN },
  'GET /api/admin/screening/lists': { expect: ADMIN },
  'POST /api/admin/screening/lists': {
    expect: ADMIN_CREATE,
    raw: () => ({ body: LIST_CSV, type: 'text/csv' }),
  },
  'GET /api/admin/screening/cases': { expect: ADMIN },
  'POST /api/admin/screening/cases/:id/decision': {
    expect: ADMIN,
    url: (f) => `/api/admin/screening/cases/${f.screeningCaseId}/decision`,
    body: () => ({ decision: 'false_positive', note: 'Different date of birth and nationality.' }),
  },
  // Status page (issue 21): public reads and subscriptions; incidents are the admins'.
  'GET /api/status': { expect: PUBLIC },
  'GET /api/status/history': { expect: PUBLIC },
  'GET /api/status/uptime': { expect: PUBLIC },
  'POST /api/status/subscriptions': {
    expect: { anon: 202, a: 202, b: 202, admin: 202 },
    body: () => ({ email: `watcher-${uniq()}@example.com` }),
  },
  // Confirming twice or unsubscribing twice answers the same: anyone holding the link may.
  'POST /api/status/subscriptions/confirm': {
    expect: PUBLIC,
    body: (f) => ({ token: f.statusConfirmToken }),
  },
  'POST /api/status/subscriptions/unsubscribe': {
    expect: PUBLIC,
    body: (f) => ({ token: f.statusUnsubscribeToken }),
  },
  'GET /api/admin/status/incidents': { expect: ADMIN },
  'POST /api/admin/status/incidents': { expect: ADMIN_CREATE, body: () => incidentBody() },
  'POST /api/admin/status/incidents/:id/updates': {
    expect: ADMIN_CREATE,
    url: (f) => `/api/admin/status/incidents/${f.incidentId}/updates`,
    body: () => ({ status: 'monitoring', message: 'A fix is deployed; we are watching it.' }),
  },
  'PATCH /api/admin/status/incidents/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/status/incidents/${f.incidentId}`,
    body: () => ({ impact: 'major' }),
  },

  // News (issue 21): published articles for everyone; writing them is the admins'.
  'GET /api/news': { expect: PUBLIC },
  'GET /api/news/:slug': { expect: PUBLIC, url: (f) => `/api/news/${f.newsSlug}` },
  'GET /api/admin/news': { expect: ADMIN },
  'POST /api/admin/news': { expect: ADMIN_CREATE, body: () => newsBody(`matrix-${uniq()}`) },
  'POST /api/admin/news/preview': { expect: ADMIN, body: () => ({ body: '**Bold** move' }) },
  'GET /api/admin/news/:id': { expect: ADMIN, url: (f) => `/api/admin/news/${f.newsId}` },
  'PUT /api/admin/news/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/news/${f.newsId}`,
    body: () => newsBody('matrix-edited'),
  },
  'DELETE /api/admin/news/:id': { expect: ADMIN, url: (f) => `/api/admin/news/${f.dropNewsId}` },

  // Business accounts (issue 17): A owns the business; B and the admin are not members (404).
  'GET /api/business': { expect: OWN },
  'POST /api/business': { expect: OWN_CREATE, body: () => businessInput() },
  'POST /api/business/invitations/:token/accept': {
    expect: { anon: 401, a: 200, b: 403, admin: 403 },
    url: (f) => `/api/business/invitations/${f.businessInviteToken}/accept`,
  },
  'GET /api/business/needs-action': { expect: OWN },
  // After A accepted it: A's decline finds it decided; nobody else may touch A's invitation.
  'POST /api/business/invitations/:token/decline': {
    expect: { anon: 401, a: 409, b: 403, admin: 403 },
    url: (f) => `/api/business/invitations/${f.businessInviteToken}/decline`,
  },
  'GET /api/business/:id': { expect: OWNER, url: (f) => `/api/business/${f.businessId}` },
  'PUT /api/business/:id/settings': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/settings`,
    body: () => ({ requireTwoFactor: false }),
  },
  'GET /api/business/:id/members': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/members`,
  },
  'POST /api/business/:id/invitations': {
    expect: OWNER_CREATE,
    url: (f) => `/api/business/${f.businessId}/invitations`,
    body: () => ({ email: `invitee-${uniq()}@example.com`, role: 'viewer' }),
  },
  'DELETE /api/business/:id/invitations/:invitationId': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/invitations/${f.businessDropInvitationId}`,
  },
  'PATCH /api/business/:id/members/:memberId': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/members/${f.businessMemberId}`,
    body: () => ({ role: 'approver' }),
  },
  'DELETE /api/business/:id/members/:memberId': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/members/${f.businessDropMemberId}`,
  },
  'GET /api/business/:id/rules': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/rules`,
  },
  'PUT /api/business/:id/rules': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/rules`,
    body: () => ({ rules: [{ operation: 'withdraw', overUsd: '5000.00', approvals: 1 }] }),
  },
  'GET /api/business/:id/approvals': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/approvals`,
  },
  'POST /api/business/:id/approvals/:approvalId/decision': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/approvals/${f.businessApprovalId}/decision`,
    body: () => ({ decision: 'reject', comment: 'Matrix check' }),
  },
  'POST /api/business/:id/approvals/:approvalId/cancel': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/approvals/${f.businessOwnApprovalId}/cancel`,
  },
  'POST /api/business/:id/approvals/:approvalId/quote': {
    expect: OWNER_CREATE,
    url: (f) => `/api/business/${f.businessId}/approvals/${f.businessConvertApprovalId}/quote`,
  },
  'POST /api/business/:id/approvals/:approvalId/confirm': {
    expect: OWNER,
    url: (f) => `/api/business/${f.businessId}/approvals/${f.businessConvertApprovalId}/confirm`,
    // A confirms the fresh quote it has just taken; the others name a quote of nobody's.
    body: async (f, who) => ({
      quoteId:
        who === 'a'
          ? (
              await ok<{ quote: { id: string } }>(
                'a',
                'POST',
                `/api/business/${f.businessId}/approvals/${f.businessConvertApprovalId}/quote`,
                {},
                201,
              )
            ).quote.id
          : '00000000-0000-4000-8000-000000000000',
    }),
  },
  // Business verification (KYB, decision 019) of A's unverified business: B and the admin are
  // not members (404); A's pending documents are the business's alone.
  'GET /api/business/:id/verification': {
    expect: OWNER,
    url: (f) => `/api/business/${f.kybBusinessId}/verification`,
  },
  'POST /api/business/:id/verification': {
    expect: OWNER_CREATE,
    url: (f) => `/api/business/${f.kybBusinessId}/verification`,
    body: (f) => kybBody({ certificate: f.kybCertificateId, proof: f.kybProofId }),
  },
  'POST /api/business/:id/verification/documents': {
    expect: OWNER_CREATE,
    url: (f) =>
      `/api/business/${f.kybBusinessId}/verification/documents?kind=certificate_of_incorporation&name=c.pdf`,
    raw: () => ({ body: PDF, type: 'application/octet-stream' }),
  },
  'GET /api/business/:id/verification/documents/:documentId': {
    expect: OWNER,
    url: (f) => `/api/business/${f.kybBusinessId}/verification/documents/${f.kybDocId}`,
  },
  'DELETE /api/business/:id/verification/documents/:documentId': {
    expect: OWNER,
    url: (f) => `/api/business/${f.kybBusinessId}/verification/documents/${f.kybDropDocId}`,
  },
  'GET /api/admin/businesses': { expect: ADMIN },
  'GET /api/admin/businesses/:id': {
    expect: ADMIN,
    url: (f) => `/api/admin/businesses/${f.adminBusinessId}`,
  },
  'POST /api/admin/businesses/:id/disable': {
    expect: ADMIN,
    url: (f) => `/api/admin/businesses/${f.adminBusinessId}/disable`,
    body: () => ({ reason: 'Matrix check reason' }),
  },
  'POST /api/admin/businesses/:id/enable': {
    expect: ADMIN,
    url: (f) => `/api/admin/businesses/${f.adminBusinessId}/enable`,
  },
};

const LIST_CSV =
  'name,aliases,date_of_birth,nationality,programme,list_name\nDavid Listed Person,Dave Listed,1970,Kenya,TEST,Matrix test list\n';

let s: TestServer;
let a: TestUser;
let b: TestUser;
let admin: TestUser;
let f: Fixtures;
let ipSeq = 0;

const passwordOf = (who: Role) => (who === 'a' ? a : who === 'b' ? b : admin).password;
const cookieOf = (who: Role) =>
  who === 'anon' ? undefined : (who === 'a' ? a : who === 'b' ? b : admin).cookie;
const beneficiaryBody = (phone: string) => ({
  kind: 'mobile_money',
  name: 'Amina Otieno',
  country: 'KE',
  currency: 'KES',
  phone,
  network: 'mpesa',
});
const incidentBody = () => ({
  title: 'Delayed payouts',
  impact: 'minor',
  components: ['api'],
  message: 'We are looking into slower payouts.',
  notify: false,
});
const newsBody = (slug: string) => ({
  title: 'Matrix article',
  slug,
  summary: 'An article written by the access matrix to test the guards.',
  body: 'Some **Markdown** text.',
  status: 'draft',
});
const jobBody = (title: string) => ({
  title,
  department: 'Treasury',
  location: 'Nairobi, Kenya',
  employmentType: 'full-time',
  salaryRange: '',
  description: 'Price and execute client FX flows across African corridors.',
  requirements: ['3+ years dealing'],
  responsibilities: ['Quote clients'],
});

/** One API call as `who`; each call from its own address so per-IP form limits never bite. */
async function send(
  who: Role,
  method: string,
  url: string,
  json?: unknown,
  raw?: { body: Buffer | string; type: string },
): Promise<{ status: number; body: unknown }> {
  ipSeq++;
  const res = await s.request(url, {
    method,
    cookie: cookieOf(who),
    ip: `198.18.${(ipSeq >> 8) & 255}.${ipSeq & 255}`,
    ...(raw
      ? { body: raw.body, headers: { 'content-type': raw.type } }
      : json !== undefined
        ? { json }
        : {}),
  });
  if (url.endsWith('/stream')) {
    await res.body?.cancel(); // SSE never ends by itself
    return { status: res.status, body: null };
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // CSV and other text bodies stay text.
  }
  return { status: res.status, body };
}

/** A call that must answer `status`; its JSON body as T (the answer the caller expects). */
// Mobile money, so A's submitted line never lands in the admin's bank payment file cell.
const BULK_CSV =
  'name,method,country,phone,network,amount,currency,reference\nJane Wanjiru,mobile_money,KE,+254712345678,mpesa,1500,KES,INV 1\n';

/** A's bulk payout drafts: uploaded as a file (the route takes text/csv, not JSON). */
async function bulkFixtures() {
  const draft = async () => {
    const r = await s.request('/api/bulk-payouts', {
      method: 'POST',
      cookie: a.cookie,
      headers: { 'content-type': 'text/csv' },
      body: BULK_CSV,
    });
    if (r.status !== 201) throw new Error(`bulk draft → ${r.status} ${await r.text()}`);
    return (await r.json()) as { batch: { id: string }; lines: { id: string }[] };
  };
  const first = await draft();
  return {
    bulkId: first.batch.id,
    bulkLineId: first.lines[0]!.id,
    bulkSubmitId: (await draft()).batch.id,
    bulkCancelId: (await draft()).batch.id,
  };
}

async function ok<T = unknown>(
  who: Role,
  method: string,
  url: string,
  json: unknown,
  status: number,
): Promise<T> {
  const r = await send(who, method, url, json);
  if (r.status !== status)
    throw new Error(`${method} ${url} as ${who} → ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as T;
}

async function freshQuote(u: TestUser): Promise<string> {
  const who: Role = u === a ? 'a' : 'b';
  const { quote } = await ok<{ quote: FirmQuote }>(
    who,
    'POST',
    '/api/orders/quotes',
    { sellCurrency: 'USD', buyCurrency: 'KES', amount: '2.00' },
    201,
  );
  return quote.id;
}

async function fund(who: Role, currency: string, amount: string) {
  const { deposit } = await ok<{ deposit: DepositJson }>(
    who,
    'POST',
    '/api/wallet/deposits',
    { currency, method: 'bank_transfer' },
    201,
  );
  await ok(
    'admin',
    'POST',
    `/api/admin/funding/deposits/${deposit.id}/confirm`,
    { receivedAmount: amount },
    200,
  );
}

/** A transfer of 10 USD to A's M-Pesa payee (B and the admin name a payee they do not own). */
/** Sells 10 USD for KES at a rate far above the market's: it waits, holding the 10 USD. */
const limitOrderBody = () => ({
  sellCurrency: 'USD',
  buyCurrency: 'KES',
  amount: '10.00',
  targetRate: '999',
});
/** A 3-month forward selling 100 USD for KES: A holds its 10 USD margin. */
const forwardBody = () => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 90);
  return {
    sellCurrency: 'USD',
    buyCurrency: 'KES',
    amount: '100.00',
    valueDate: d.toISOString().slice(0, 10),
  };
};
const planBody = () => ({
  sellCurrency: 'USD',
  buyCurrency: 'KES',
  amount: '10.00',
  maxRate: '1',
  frequency: 'monthly',
  day: 28,
});

function scheduleBody(corridorId: string, beneficiaryId: string) {
  return {
    corridorId,
    payoutMethod: 'mobile_money',
    amount: '10',
    recipient: { type: 'beneficiary', beneficiaryId },
    frequency: 'monthly',
    day: 1,
    tolerancePercent: '2',
  };
}

function transferBody(corridorId: string, beneficiaryId: string) {
  return {
    corridorId,
    payoutMethod: 'mobile_money',
    side: 'send',
    amount: '10',
    recipient: { type: 'beneficiary', beneficiaryId },
    idempotencyKey: `trf-${uniq()}`,
  };
}

/** A USD corridor to this currency and country (the seeded USD→KES one's own values). */
function corridorBody(destCurrency: string, destCountry: string) {
  return {
    sourceCurrency: 'USD',
    destCurrency,
    destCountry,
    payoutMethods: ['mobile_money', 'bank_account', 'wallet'],
    feeFixed: '1.50',
    feePercent: '0.5',
    feeMin: '2.00',
    spreadBps: 100,
    minAmount: '1.00',
    maxPerTransfer: '5000.00',
    monthlyLimit: '20000.00',
    deliveryKind: 'minutes',
    deliveryMin: 0,
    deliveryMax: 30,
    isActive: true,
  };
}

/** Every row of A's: each table with a user_id column, A's user row and A's ledger entries. */
async function snapshotOfA(): Promise<Record<string, string[]>> {
  const db = s.database.db;
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
         where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const out: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const rows = await queryRows<{ r: string }>(
      db,
      sql`select to_jsonb(t)::text as r from ${sql.identifier(table_name)} t where t.user_id = ${a.id} order by 1`,
    );
    out[table_name] = rows.map((r) => r.r);
  }
  const self = await queryRows<{ r: string }>(
    db,
    sql`select to_jsonb(u)::text as r from "user" u where u.id = ${a.id}`,
  );
  out.user = self.map((r) => r.r);
  const entries = await queryRows<{ r: string }>(
    db,
    sql`select to_jsonb(e)::text as r from ledger_entries e
          join ledger_accounts acc on acc.id = e.account_id where acc.user_id = ${a.id} order by 1`,
  );
  out.ledger_entries = entries.map((r) => r.r);
  return out;
}

beforeAll(async () => {
  s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  admin = await s.createUser({ role: 'admin' });
  a = await s.createUser({ firstName: 'Alice' });
  b = await s.createUser({ firstName: 'Bob' });
  const otherUser = await s.createUser({ firstName: 'Carol' });

  const { rates } = (await send('anon', 'GET', '/api/rates')).body as RatesResponse;
  const pairId = rates.find((r) => r.displayName === 'USD/KES')!.pairId;

  // A has money, a filled order, two beneficiaries, two alerts that fired (two notifications),
  // a signed-in quote request, two pending deposits and two pending withdrawals.
  await fund('a', 'USD', '1000.00');
  await fund('a', 'KES', '100000.00');
  // B holds KES too, so B's withdrawal with A's beneficiary is refused for the beneficiary alone.
  await fund('b', 'KES', '1000.00');
  const hook = { url: 'http://127.0.0.1:65535/hook', events: ['order.filled'] };
  const endpointId = (
    await ok<{ endpoint: { id: string } }>('a', 'POST', '/api/developers/webhooks', hook, 201)
  ).endpoint.id;
  const dropEndpointId = (
    await ok<{ endpoint: { id: string } }>('a', 'POST', '/api/developers/webhooks', hook, 201)
  ).endpoint.id;
  const apiKeyId = (
    await ok<{ key: { id: string } }>(
      'a',
      'POST',
      '/api/developers/keys',
      {
        name: 'Matrix',
        scopes: ['rates:read'],
        ipAllowlist: '',
        expiresIn: '30',
        password: a.password,
      },
      201,
    )
  ).key.id;
  const { order } = await ok<{ order: Order }>(
    'a',
    'POST',
    '/api/orders',
    { quoteId: await freshQuote(a), idempotencyKey: `order-${uniq()}` },
    201,
  );
  const quoteId = await freshQuote(a);
  const keep = await ok<{ beneficiary: BeneficiaryJson }>(
    'a',
    'POST',
    '/api/wallet/beneficiaries',
    beneficiaryBody('+254712345678'),
    201,
  );
  const drop = await ok<{ beneficiary: BeneficiaryJson }>(
    'a',
    'POST',
    '/api/wallet/beneficiaries',
    beneficiaryBody('+254712345679'),
    201,
  );
  const above = {
    pairId,
    direction: 'above',
    targetRate: '1',
    channelEmail: false,
    channelInApp: true,
  };
  const keepAlert = await ok<{ alert: Alert }>('a', 'POST', '/api/alerts', above, 201);
  const dropAlert = await ok<{ alert: Alert }>('a', 'POST', '/api/alerts', above, 201);
  // A new USD/KES rate fires both alerts (the writer evaluates them in its transaction).
  const kes = rates.find((r) => r.pairId === pairId)!;
  await ok(
    'admin',
    'POST',
    `/api/admin/rates/pairs/${pairId}/rates`,
    { bid: kes.bid, ask: kes.ask, confirm: true },
    201,
  );
  const { notifications } = await ok<NotificationsResponse>(
    'a',
    'GET',
    '/api/notifications',
    undefined,
    200,
  );
  // A's money notices (the funding above) sit beside them in the bell.
  expect(notifications.filter((n) => n.kind === 'rate_alert')).toHaveLength(2);
  const request = await ok<RequestCreated>(
    'a',
    'POST',
    '/api/requests/quote',
    MATRIX['POST /api/requests/quote']!.body!({} as Fixtures, 'a'),
    201,
  );
  // An open application with its CV sent as a file, for the CV download.
  const { cv } = (await (
    await s.request('/api/requests/application/cv?name=cv.pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: new Uint8Array(PDF),
    })
  ).json()) as { cv: { token: string } };
  const cvApplication = await ok<RequestCreated>(
    'a',
    'POST',
    '/api/requests/application',
    {
      ...(MATRIX['POST /api/requests/application']!.body!({} as Fixtures, 'a') as object),
      resumeFile: cv.token,
    },
    201,
  );
  const deposit = async () =>
    (
      await ok<{ deposit: DepositJson }>(
        'a',
        'POST',
        '/api/wallet/deposits',
        { currency: 'USD', method: 'mobile_money' },
        201,
      )
    ).deposit.id as string;
  const withdrawal = async () =>
    (
      await ok<{ withdrawal: WithdrawalJson }>(
        'a',
        'POST',
        '/api/wallet/withdrawals',
        {
          beneficiaryId: keep.beneficiary.id,
          currency: 'KES',
          amount: '10.00',
          idempotencyKey: `wd-${uniq()}`,
        },
        201,
      )
    ).withdrawal.id as string;
  const { jobs } = await ok<JobsResponse>('anon', 'GET', '/api/jobs', undefined, 200);
  const { pair: toggle } = await ok<{ pair: AdminPair }>(
    'admin',
    'POST',
    '/api/admin/rates/pairs',
    { base: 'USD', quote: 'UGX' },
    201,
  );
  const { pair: ratePair } = await ok<{ pair: AdminPair }>(
    'admin',
    'POST',
    '/api/admin/rates/pairs',
    { base: 'USD', quote: 'XAF' },
    201,
  );

  const [delivery] = await queryRows<{ id: string }>(
    s.database.db,
    sql`select id from webhook_deliveries where endpoint_id = ${endpointId}`,
  );
  const { corridors } = await ok<{
    corridors: { id: string; sourceCurrency: string; destCurrency: string }[];
  }>('anon', 'GET', '/api/corridors', undefined, 200);
  const corridorId = corridors.find(
    (c) => c.sourceCurrency === 'USD' && c.destCurrency === 'KES',
  )!.id;
  const transfer = async () =>
    (
      await ok<{ transfer: { id: string; trackingPath: string } }>(
        'a',
        'POST',
        '/api/transfers',
        transferBody(corridorId, keep.beneficiary.id),
        201,
      )
    ).transfer;
  const toConfirm = await transfer();
  const toCancel = await transfer();
  // Its price held for the whole matrix run, so A's confirm is judged on ownership alone.
  await s.database.db.execute(
    sql`update transfers set price_expires_at = now() + interval '1 hour' where id = ${toConfirm.id}`,
  );
  const { schedule } = await ok<{ schedule: { id: string } }>(
    'a',
    'POST',
    '/api/transfer-schedules',
    scheduleBody(corridorId, keep.beneficiary.id),
    201,
  );
  const [reviewRun, skipRun] = await queryRows<{ id: string }>(
    s.database.db,
    sql`insert into transfer_schedule_runs (schedule_id, run_on, status, rate)
        values (${schedule.id}, '2026-01-01', 'waiting', 100), (${schedule.id}, '2026-02-01', 'waiting', 100)
        returning id`,
  );
  const limitOrder = async () =>
    (
      await ok<{ limitOrder: { id: string } }>(
        'a',
        'POST',
        '/api/treasury/limit-orders',
        limitOrderBody(),
        201,
      )
    ).limitOrder.id;
  const plan = async () =>
    (await ok<{ plan: { id: string } }>('a', 'POST', '/api/treasury/recurring', planBody(), 201))
      .plan.id;
  f = {
    limitOrderId: await limitOrder(),
    cancelLimitOrderId: await limitOrder(),
    planId: await plan(),
    cancelPlanId: await plan(),
    forwardId: (
      await ok<{ forward: { id: string } }>(
        'a',
        'POST',
        '/api/treasury/forwards',
        forwardBody(),
        201,
      )
    ).forward.id,
    ...(await bulkFixtures()),
    corridorId,
    transferId: toConfirm.id,
    cancelTransferId: toCancel.id,
    trackingPath: toConfirm.trackingPath,
    scheduleId: schedule.id,
    reviewRunId: reviewRun!.id,
    skipRunId: skipRun!.id,
    apiKeyId,
    endpointId,
    dropEndpointId,
    deliveryId: delivery!.id,
    pairId,
    orderId: order.id,
    quoteId,
    keepBeneficiaryId: keep.beneficiary.id,
    dropBeneficiaryId: drop.beneficiary.id,
    keepAlertId: keepAlert.alert.id,
    dropAlertId: dropAlert.alert.id,
    notificationId: notifications[0]!.id,
    notificationCount: notifications.length,
    quoteRequestId: request.id,
    cvApplicationId: cvApplication.id,
    confirmDepositId: await deposit(),
    rejectDepositId: await deposit(),
    approveWithdrawalId: await withdrawal(),
    rejectWithdrawalId: await withdrawal(),
    jobId: jobs[0]!.id,
    togglePairId: toggle.id,
    ratePairId: ratePair.id,
    documentReference: (
      await s.request(`/api/reports/statement.pdf?month=${month}&currency=USD`, {
        cookie: a.cookie,
      })
    ).headers.get('x-document-reference')!,
    otherUser,
    kycDocId: (await uploaded(s, a, 'id_document', pngWithMetadata(), 'id.png')).id,
    kycDropDocId: (await uploaded(s, a, 'proof_of_address')).id,
    kycSourceDocId: (await uploaded(s, a, 'source_of_funds')).id,
    ...(await screenedSubmission()),
    ...(await statusAndNewsFixtures()),
    ...(await businessFixtures()),
    ...(await kybFixtures()),
    ...(await deviceFixtures()),
  };
  // The business's money notices (its funding) reach A, its owner, too.
  f.notificationCount = (
    await ok<{ unread: number }>('a', 'GET', '/api/notifications/unread-count', undefined, 200)
  ).unread;
  // A real object behind every id (two businesses through KYB, the sandbox, documents): set-up
  // alone takes most of a minute on a busy machine.
}, 180_000);

/** A's verified, funded business with two members, a rule, requests and a waiting invitation. */
async function businessFixtures() {
  const biz = await createBusiness(s, a);
  const payee = await readyBusiness(s, admin, a, biz.id, '100000.00');
  const keep = await s.createUser({ firstName: 'Ian' });
  const drop = await s.createUser({ firstName: 'Dan' });
  await addMember(s, a, biz.id, keep, 'initiator');
  await addMember(s, a, biz.id, drop, 'viewer');
  const { members } = await ok<MembersResponse>(
    'a',
    'GET',
    `/api/business/${biz.id}/members`,
    undefined,
    200,
  );
  await ok(
    'a',
    'PUT',
    `/api/business/${biz.id}/rules`,
    {
      rules: [
        { operation: 'withdraw', overUsd: '5000', approvals: 1 },
        { operation: 'convert', overUsd: '5000', approvals: 1 },
      ],
    },
    200,
  );
  const request = async (u: TestUser) => {
    const res = await asBusiness(s, u, biz.id, '/api/wallet/withdrawals', {
      method: 'POST',
      json: { beneficiaryId: payee, currency: 'USD', amount: '6000.00' },
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { approval: { id: string } }).approval.id;
  };
  const conversion = async (u: TestUser) => {
    const q = await asBusiness(s, u, biz.id, '/api/orders/quotes', {
      method: 'POST',
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '6000.00' },
    });
    const { quote } = (await q.json()) as { quote: { id: string } };
    const res = await asBusiness(s, u, biz.id, '/api/orders', {
      method: 'POST',
      json: { quoteId: quote.id, idempotencyKey: `conv-${uniq()}` },
    });
    expect(res.status).toBe(202);
    const id = ((await res.json()) as { approval: { id: string } }).approval.id;
    await ok(
      'a',
      'POST',
      `/api/business/${biz.id}/approvals/${id}/decision`,
      { decision: 'approve' },
      200,
    );
    return id;
  };
  const { invitation } = await ok<{ invitation: { id: string } }>(
    'a',
    'POST',
    `/api/business/${biz.id}/invitations`,
    { email: `drop-${uniq()}@example.com`, role: 'viewer' },
    201,
  );
  const other = await createBusiness(s, b);
  await ok(
    'b',
    'POST',
    `/api/business/${other.id}/invitations`,
    { email: a.email, role: 'viewer' },
    201,
  );
  return {
    businessId: biz.id,
    businessMemberId: members.find((m) => m.userId === keep.id)!.id,
    businessDropMemberId: members.find((m) => m.userId === drop.id)!.id,
    businessDropInvitationId: invitation.id,
    businessApprovalId: await request(keep),
    businessOwnApprovalId: await request(a),
    businessConvertApprovalId: await conversion(keep),
    businessInviteToken: invitationToken(await lastMailUrl(s, a.email, 'business_invitation')),
    adminBusinessId: (await createBusiness(s, await s.createUser({ firstName: 'Eve' }))).id,
  };
}

/** Issue 39: A's browser (recorded at A's sign-in) and two push subscriptions of A's. */
async function deviceFixtures() {
  const [device] = await queryRows<{ id: string }>(
    s.database.db,
    sql`select id from known_devices where user_id = ${a.id} limit 1`,
  );
  const keepPushEndpoint = `https://push.example.com/a-keep-${uniq()}`;
  await ok('a', 'POST', '/api/push/subscriptions', pushBody(keepPushEndpoint), 201);
  const { devices } = await ok<{ devices: { id: string; current: boolean }[] }>(
    'a',
    'POST',
    '/api/push/subscriptions',
    pushBody(`https://push.example.com/a-drop-${uniq()}`),
    201,
  );
  return { deviceId: device!.id, keepPushEndpoint, dropPushId: devices.find((d) => d.current)!.id };
}

/** A's second business, not verified yet, with KYB documents uploaded and not yet sent. */
async function kybFixtures() {
  const biz = await createBusiness(s, a);
  const doc = (kind: string) => businessUpload(s, a, biz.id, kind).then((d) => d.id);
  return {
    kybBusinessId: biz.id,
    kybDocId: await doc('certificate_of_incorporation'),
    kybDropDocId: await doc('proof_of_address'),
    kybCertificateId: await doc('certificate_of_incorporation'),
    kybProofId: await doc('proof_of_address'),
  };
}

/** Dave (tier 0) submits tier 1 under a listed name: a submission and an open case. */
async function screenedSubmission() {
  const dave = await s.createUser({ firstName: 'Dave', tier: 0 });
  const imported = await importList(s, admin, LIST_CSV);
  expect(imported.status).toBe(201);
  const submissionId = await submitTier1(s, dave, 'David Listed Person');
  const { cases } = await ok<{ cases: { id: string }[] }>(
    'admin',
    'GET',
    '/api/admin/screening/cases',
    undefined,
    200,
  );
  return { submissionId, screeningCaseId: cases[0]!.id };
}

/** A confirmed subscriber, another to unsubscribe, an incident and two draft articles. */
async function statusAndNewsFixtures() {
  const secret = s.env.BETTER_AUTH_SECRET;
  const subscriber = async (email: string) => {
    await ok('anon', 'POST', '/api/status/subscriptions', { email }, 202);
    const [row] = await queryRows<{ id: string; nonce: number }>(
      s.database.db,
      sql`select id, nonce from status_subscribers where email = ${email}`,
    );
    return row!;
  };
  const keep = await subscriber('matrix-keep@example.com');
  const drop = await subscriber('matrix-drop@example.com');
  const { incident } = await ok<{ incident: Incident }>(
    'admin',
    'POST',
    '/api/admin/status/incidents',
    incidentBody(),
    201,
  );
  const newsId = async (slug: string) =>
    (
      await ok<{ article: AdminNewsArticle }>(
        'admin',
        'POST',
        '/api/admin/news',
        newsBody(slug),
        201,
      )
    ).article.id;
  const { articles } = await ok<NewsListResponse>('anon', 'GET', '/api/news', undefined, 200);
  return {
    statusConfirmToken: confirmToken(secret, keep.id, Number(keep.nonce)),
    statusUnsubscribeToken: unsubscribeToken(secret, drop.id),
    incidentId: incident.id,
    newsId: await newsId('matrix-edited'),
    dropNewsId: await newsId('matrix-dropped'),
    newsSlug: articles[0]!.slug,
  };
}
afterAll(async () => {
  await s?.close();
});

const isAdminRoute = (key: string) => key.split(' ')[1]!.startsWith('/api/admin/');
/** Destructive calls of the owner run last, so they never remove what another cell needs. */
const ordered = () =>
  Object.keys(MATRIX).sort(
    (x, y) => Number(x.startsWith('DELETE ')) - Number(y.startsWith('DELETE ')),
  );

async function run(who: Role, keys: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const key of keys) {
    const cell = MATRIX[key]!;
    const [method, path] = key.split(' ') as [string, string];
    const url = cell.url ? cell.url(f) : path;
    const body = cell.body
      ? await cell.body(f, who)
      : ['POST', 'PUT', 'PATCH'].includes(method)
        ? {}
        : undefined;
    const res = await send(who, method, url, body, cell.raw?.());
    if (res.status !== cell.expect[who])
      failures.push(
        `${key} as ${who}: expected ${cell.expect[who]}, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
      );
  }
  return failures;
}

describe('ownership matrix', () => {
  it('declares exactly the routes of the route table, each :param filled with a real id', () => {
    const routes = apiRoutes(s).map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((k) => !(k in MATRIX))).toEqual([]); // routes missing from the table
    expect(Object.keys(MATRIX).filter((k) => !routes.includes(k))).toEqual([]); // not routes
    expect(Object.keys(MATRIX).filter((k) => k.includes(':') && !MATRIX[k]!.url)).toEqual([]);
    for (const [key, cell] of Object.entries(MATRIX))
      expect(Object.keys(cell.expect).sort(), key).toEqual([...ROLES].sort());
  });

  it("anonymous, client B and an admin on client routes get the declared answers and change none of A's rows", async () => {
    const before = await snapshotOfA();
    const keys = ordered();
    const failures = [
      ...(await run('anon', keys)),
      ...(await run('b', keys)),
      ...(await run(
        'admin',
        keys.filter((k) => !isAdminRoute(k)),
      )),
    ];
    expect(failures).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
    // And through the API: A's things are all still there, as A left them.
    const { alerts } = await ok<{ alerts: Alert[] }>('a', 'GET', '/api/alerts', undefined, 200);
    expect(alerts.map((x) => x.id).sort()).toEqual([f.keepAlertId, f.dropAlertId].sort());
    expect(alerts.every((x) => x.isActive && x.direction === 'above')).toBe(true);
    const { unread } = await ok<{ unread: number }>(
      'a',
      'GET',
      '/api/notifications/unread-count',
      undefined,
      200,
    );
    expect(unread).toBe(f.notificationCount);
  });

  it('client A (the owner) and the admin on admin routes get the declared answers', async () => {
    const keys = ordered();
    const failures = [
      ...(await run('a', keys)),
      ...(await run(
        'admin',
        keys.filter((k) => isAdminRoute(k)),
      )),
    ];
    expect(failures).toEqual([]);
    // The owner's calls did act: the dropped alert and beneficiary are gone, the kept ones stay.
    const { alerts } = await ok<{ alerts: Alert[] }>('a', 'GET', '/api/alerts', undefined, 200);
    expect(alerts.map((x) => x.id)).not.toContain(f.dropAlertId);
    expect(alerts.find((x) => x.id === f.keepAlertId)).toMatchObject({
      direction: 'below',
      isActive: false,
    });
    const { beneficiaries } = await ok<{ beneficiaries: BeneficiaryJson[] }>(
      'a',
      'GET',
      '/api/wallet/beneficiaries',
      undefined,
      200,
    );
    expect(beneficiaries.map((x) => x.id)).toContain(f.keepBeneficiaryId);
    expect(beneficiaries.map((x) => x.id)).not.toContain(f.dropBeneficiaryId);
  });
});
