// One interface for every rail that moves money in or out of the platform (docs/payments.md):
// mobile money (M-Pesa, MTN MoMo), bank files, and later the chain. The ledger never learns of a
// rail except through the inbox (inbox.ts) and the journal functions; an adapter only speaks the
// provider's published shapes and turns its answers into the few outcomes below.

/** The rails the platform knows. */
export type RailId = 'mpesa' | 'mtn_momo' | 'bank';

/** What we ask of a rail. Amounts are decimal strings in the rail's currency. */
export interface CollectRequest {
  /** Our operation id: the key every answer and callback is matched by. */
  operationId: string;
  currency: string;
  amount: string;
  /** The payer's mobile number in E.164 without '+', e.g. 254712345678. */
  msisdn: string;
  /** What the payer sees on their phone (the deposit reference). */
  reference: string;
  /** Where the rail sends its answer; carries a per-request secret. */
  callbackUrl: string;
}

export interface PayoutRequest {
  operationId: string;
  currency: string;
  amount: string;
  msisdn: string;
  reference: string;
  /** Result and time-out addresses, each with the per-request secret. */
  resultUrl: string;
  timeoutUrl: string;
}

/** The rail took the request: its own ids, by which callbacks and status queries find it. */
export interface RailAccepted {
  accepted: true;
  /** The rail's id for the request (M-Pesa CheckoutRequestID or ConversationID). */
  externalId: string;
  /** A second id the rail echoes (MerchantRequestID, OriginatorConversationID). */
  secondaryId?: string;
}

/** The rail refused the request outright (nothing reached the customer). */
export interface RailRefused {
  accepted: false;
  code: string;
  message: string;
}

export type RailSubmitted = RailAccepted | RailRefused;

/** A final or pending answer about one request, from a callback or a status query. */
export type RailOutcome =
  | { state: 'pending' }
  | {
      state: 'succeeded';
      /** The rail's receipt (M-Pesa receipt number), when this answer carries it. */
      receipt?: string;
      /** What the rail says moved, as a decimal string, when this answer carries it. */
      amount?: string;
      /** Name the rail registered for the counterparty, when it tells. */
      counterpartyName?: string;
      /** The currency the rail says moved, when this answer carries it. */
      currency?: string;
    }
  | { state: 'failed'; code: string; message: string };

/** What we know of the request a status query is about (a rail serving several markets needs it). */
export interface StatusContext {
  currency: string;
}

/** Who a mobile-money number belongs to, as the rail tells (MoMo's basicuserinfo). */
export type AccountHolder =
  | { found: true; givenName: string; familyName: string }
  /** The rail has no account for this number. */
  | { found: false };

export interface RailAdapter {
  readonly id: RailId;
  /** Currencies this rail moves. */
  readonly currencies: readonly string[];
  /** Ask the payer to pay (M-Pesa STK push, MoMo requesttopay). */
  collect(req: CollectRequest): Promise<RailSubmitted>;
  /** Pay someone out (M-Pesa B2C, MoMo transfer). */
  payout(req: PayoutRequest): Promise<RailSubmitted>;
  /** The rail's own word on a request: what a callback claims is checked against it. */
  collectStatus(externalId: string, context?: StatusContext): Promise<RailOutcome>;
  /**
   * The rail's own word on a payout, where the rail answers it synchronously (MoMo's GET
   * transfer). Absent (M-Pesa: the B2C status query answers later by callback): a payout's
   * result is then believed on the proof in its address and reconciled by the statement.
   */
  payoutStatus?(externalId: string, context?: StatusContext): Promise<RailOutcome>;
  /**
   * True when the rail only hints by callback (no signature: MoMo) and its status query is what
   * moves money; M-Pesa's callback carries the amount and receipt the query lacks.
   */
  readonly callbackIsHint?: boolean;
  /**
   * The rail's id for a request is ours, given with it (MoMo's X-Reference-Id is the operation's
   * id): a request whose answer was lost can still be asked about by that id.
   */
  readonly idIsOurs?: boolean;
  /**
   * The name the rail registers for a number, where it offers a look-up (MoMo's basicuserinfo;
   * M-Pesa's Daraja has none: its B2C result names the receiver after payment).
   */
  accountHolder?(msisdn: string, currency: string): Promise<AccountHolder>;
}
