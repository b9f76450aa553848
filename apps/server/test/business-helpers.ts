import { expect } from 'vitest';
import type { AccountsResponse, ApprovalRule, Business, BusinessRole } from '@mizani/shared';
import { lastMailUrl, readJson, type TestServer, type TestUser } from './helpers.ts';
import type { BeneficiaryJson } from './wallet-helpers.ts';
import { verifyBusinessKyb } from './kyb-helpers.ts';

// Business-account set-up shared by the business API tests and the role matrix.

export const ACCOUNT = 'x-mizani-account';

/** A request on behalf of a business: the switcher's header. */
export function asBusiness(
  s: TestServer,
  user: TestUser,
  businessId: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
) {
  return s.request(path, { ...init, cookie: user.cookie, headers: { [ACCOUNT]: businessId } });
}

let n = 0;
export const businessInput = () => ({
  legalName: 'Savanna Trading Limited',
  registrationNumber: `PVT-${Date.now().toString(36)}-${++n}`,
  country: 'Kenya',
  addressLine1: '1 Riverside Drive',
  city: 'Nairobi',
});

export async function createBusiness(s: TestServer, owner: TestUser) {
  const { business } = await readJson<{ business: Business }>(
    s.request('/api/business', { method: 'POST', cookie: owner.cookie, json: businessInput() }),
    201,
  );
  return business;
}

/** Invites `user` by mail, reads the link from the outbox and accepts it as them. */
export async function addMember(
  s: TestServer,
  owner: TestUser,
  businessId: string,
  user: TestUser,
  role: BusinessRole,
) {
  await readJson(
    s.request(`/api/business/${businessId}/invitations`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { email: user.email, role },
    }),
    201,
  );
  const token = invitationToken(await lastMailUrl(s, user.email, 'business_invitation'));
  await readJson(
    s.request(`/api/business/invitations/${token}/accept`, {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    }),
  );
}

export const invitationToken = (url: string) => new URL(url).searchParams.get('invitation')!;

/** Verifies the business (KYB sent by the owner, approved in the queue), funds it with USD and adds a USD payee. */
export async function readyBusiness(
  s: TestServer,
  admin: TestUser,
  owner: TestUser,
  businessId: string,
  usd: string,
) {
  await verifyBusinessKyb(s, owner, businessId);
  const { deposit } = await readJson<{ deposit: { id: string } }>(
    asBusiness(s, owner, businessId, '/api/wallet/deposits', {
      method: 'POST',
      json: { currency: 'USD', method: 'bank_transfer' },
    }),
    201,
  );
  const ok = await s.request(`/api/admin/funding/deposits/${deposit.id}/confirm`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { receivedAmount: usd },
  });
  expect(ok.status).toBe(200);
  const { beneficiary } = await readJson<{ beneficiary: BeneficiaryJson }>(
    asBusiness(s, owner, businessId, '/api/wallet/beneficiaries', {
      method: 'POST',
      json: {
        kind: 'bank_account',
        name: 'Supplier Ltd',
        country: 'US',
        currency: 'USD',
        bankName: 'Bank',
        accountNumber: '12345678',
      },
    }),
    201,
  );
  return beneficiary.id;
}

export async function usdBalance(s: TestServer, user: TestUser, businessId: string) {
  const { accounts } = await readJson<{ accounts: { currency: string; balance: string }[] }>(
    asBusiness(s, user, businessId, '/api/wallet/accounts'),
  );
  return accounts.find((a) => a.currency === 'USD')?.balance ?? '0.00';
}

export async function myAccounts(s: TestServer, user: TestUser) {
  return readJson<AccountsResponse>(s.request('/api/business', { cookie: user.cookie }));
}

/** The business's approval rules, set by its owner (Business → Approval rules). */
export async function setRules(
  s: TestServer,
  owner: TestUser,
  businessId: string,
  rules: ApprovalRule[],
) {
  await readJson(
    s.request(`/api/business/${businessId}/rules`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { rules },
    }),
  );
}
