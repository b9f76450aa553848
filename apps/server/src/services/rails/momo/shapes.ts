import { z } from 'zod';

// MTN MoMo Open API's published shapes (Collections: requesttopay; Disbursements: transfer),
// shared by the adapter and the loopback simulator so they cannot drift apart
// (docs/payments.md). Amounts are decimal strings; parties are MSISDNs without '+'.

export type MomoParty = { partyIdType: 'MSISDN'; partyId: string };

/** POST /collection/v1_0/requesttopay (headers: X-Reference-Id, X-Target-Environment). */
export type RequestToPay = {
  amount: string;
  currency: string;
  externalId: string;
  payer: MomoParty;
  payerMessage: string;
  payeeNote: string;
};

/** POST /disbursement/v1_0/transfer: the same with a payee. */
export type Transfer = {
  amount: string;
  currency: string;
  externalId: string;
  payee: MomoParty;
  payerMessage: string;
  payeeNote: string;
};

/** POST /{product}/token/ answer. */
export type MomoToken = { access_token: string; token_type: string; expires_in: number };

/** MoMo's error body, e.g. 409 {code: 'RESOURCE_ALREADY_EXIST'}. */
export type MomoError = { code: string; message: string };

const party = z.object({ partyIdType: z.string(), partyId: z.string() });

/**
 * GET /collection/v1_0/requesttopay/{referenceId} and GET /disbursement/v1_0/transfer/{id}, and
 * the body MoMo PUTs to X-Callback-Url. `reason` is a code string in the current API and an
 * object {code, message} in older deployments: both are read.
 */
export const momoStatusSchema = z.object({
  amount: z.union([z.string(), z.number()]).transform(String),
  currency: z.string(),
  financialTransactionId: z.string().optional(),
  externalId: z.string().optional(),
  payer: party.optional(),
  payee: party.optional(),
  payerMessage: z.string().optional(),
  payeeNote: z.string().optional(),
  status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']),
  reason: z
    .union([z.string(), z.object({ code: z.string(), message: z.string().optional() })])
    .optional(),
});
export type MomoStatus = z.input<typeof momoStatusSchema>;

/** GET …/accountholder/msisdn/{msisdn}/basicuserinfo (OpenID Connect's claims, MoMo's names). */
export const momoUserInfoSchema = z.object({
  sub: z.string().optional(),
  name: z.string().optional(),
  given_name: z.string().min(1),
  family_name: z.string().min(1),
  birthdate: z.string().optional(),
  locale: z.string().optional(),
  gender: z.string().optional(),
  updated_at: z.number().optional(),
});
export type MomoUserInfo = z.input<typeof momoUserInfoSchema>;

export function reasonCode(reason: z.infer<typeof momoStatusSchema>['reason']) {
  if (!reason) return 'FAILED';
  return typeof reason === 'string' ? reason : reason.code;
}

/**
 * The failure reasons MoMo documents for requesttopay and transfer, in the client's words (what
 * the deposit or payout shows when it fails). Unknown reasons read as a general failure.
 */
export const MOMO_REASON_WORDS: Record<string, string> = {
  APPROVAL_REJECTED: 'The payment was declined on the phone.',
  EXPIRED: 'The phone did not approve the MTN MoMo request in time.',
  NOT_ENOUGH_FUNDS: 'The MTN MoMo wallet does not have enough money for this payment.',
  PAYER_NOT_FOUND: 'This number has no MTN MoMo wallet.',
  PAYEE_NOT_FOUND: 'This number has no MTN MoMo wallet.',
  PAYER_LIMIT_REACHED: 'The MTN MoMo wallet has reached its limit for payments.',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'This MTN MoMo wallet cannot receive this payment.',
  NOT_ALLOWED: 'MTN MoMo did not allow this payment.',
  PAYMENT_NOT_APPROVED: 'The payment was not approved on the phone.',
  TRANSACTION_CANCELED: 'The payment was cancelled.',
  INVALID_CURRENCY: 'MTN MoMo does not move this currency for this number.',
  SERVICE_UNAVAILABLE: 'MTN MoMo is not available right now. Try again later.',
  INTERNAL_PROCESSING_ERROR: 'MTN MoMo could not process the payment. Try again.',
  COULD_NOT_PERFORM_TRANSACTION: 'MTN MoMo could not process the payment. Try again.',
};
export const momoWords = (code: string) =>
  MOMO_REASON_WORDS[code] ?? 'MTN MoMo could not complete the payment.';

/** X-Reference-Id must be a UUID (version 4 in MoMo's examples; any UUID is taken). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
