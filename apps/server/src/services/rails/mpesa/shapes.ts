import { z } from 'zod';

// Safaricom Daraja's published request, answer and callback shapes (M-Pesa Express / STK push,
// STK query, B2C). Kept here, apart from the adapter's logic, so the simulator and the adapter
// cannot drift from each other without a type error (docs/payments.md).

export type StkPushRequest = {
  BusinessShortCode: string;
  /** base64(BusinessShortCode + Passkey + Timestamp) */
  Password: string;
  /** yyyyMMddHHmmss, East Africa Time */
  Timestamp: string;
  TransactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** Whole shillings. */
  Amount: number;
  PartyA: string;
  PartyB: string;
  PhoneNumber: string;
  CallBackURL: string;
  AccountReference: string;
  TransactionDesc: string;
};

export type StkPushResponse = {
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResponseCode: string;
  ResponseDescription: string;
  CustomerMessage: string;
};

export type StkQueryRequest = {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  CheckoutRequestID: string;
};

export type StkQueryResponse = {
  ResponseCode: string;
  ResponseDescription: string;
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResultCode: string;
  ResultDesc: string;
};

export type B2CRequest = {
  OriginatorConversationID: string;
  InitiatorName: string;
  SecurityCredential: string;
  CommandID: 'BusinessPayment' | 'SalaryPayment' | 'PromotionPayment';
  Amount: number;
  PartyA: string;
  PartyB: string;
  Remarks: string;
  QueueTimeOutURL: string;
  ResultURL: string;
  Occasion: string;
};

export type B2CResponse = {
  ConversationID: string;
  OriginatorConversationID: string;
  ResponseCode: string;
  ResponseDescription: string;
};

/**
 * Transaction Status (POST /mpesa/transactionstatus/v1/query): asked about a B2C payout whose
 * result never came. Asynchronous, like B2C: the answer says only that the query was taken; the
 * status itself comes later to ResultURL (transactionStatusResultSchema).
 */
export type TransactionStatusRequest = {
  Initiator: string;
  SecurityCredential: string;
  CommandID: 'TransactionStatusQuery';
  /** The M-Pesa receipt, when we know it. */
  TransactionID?: string;
  /** The OriginatorConversationID we gave the B2C request (our operation id). */
  OriginalConversationID?: string;
  PartyA: string;
  /** 4 = an organisation shortcode. */
  IdentifierType: '4';
  ResultURL: string;
  QueueTimeOutURL: string;
  Remarks: string;
  Occasion: string;
};

export type TransactionStatusResponse = {
  OriginatorConversationID: string;
  ConversationID: string;
  ResponseCode: string;
  ResponseDescription: string;
};

/** Daraja's error body (HTTP 4xx/5xx), e.g. 404.001.03 "Invalid Access Token". */
export type DarajaError = { requestId: string; errorCode: string; errorMessage: string };

const item = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

/** The STK push result the rail posts to CallBackURL. */
export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string(),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(item) }).optional(),
    }),
  }),
});
export type StkCallback = z.infer<typeof stkCallbackSchema>;

const parameter = z.object({
  Key: z.string(),
  Value: z.union([z.string(), z.number()]).optional(),
});

/** The B2C result the rail posts to ResultURL. */
export const b2cResultSchema = z.object({
  Result: z.object({
    ResultType: z.coerce.number().int(),
    ResultCode: z.coerce.number().int(),
    ResultDesc: z.string(),
    OriginatorConversationID: z.string(),
    ConversationID: z.string(),
    TransactionID: z.string(),
    ResultParameters: z.object({ ResultParameter: z.array(parameter) }).optional(),
  }),
});
export type B2CResult = z.infer<typeof b2cResultSchema>;

/**
 * The status the rail posts to the query's ResultURL. ResultCode 0 means the rail found the
 * transaction; its ResultParameters then carry ReceiptNo, TransactionStatus ("Completed"), Amount,
 * FinalisedTime and the original ids (Daraja writes some keys with a space: "Conversation ID").
 */
export const transactionStatusResultSchema = z.object({
  Result: z.object({
    ResultType: z.coerce.number().int(),
    ResultCode: z.union([z.string(), z.number()]).transform(String),
    ResultDesc: z.string(),
    OriginatorConversationID: z.string(),
    ConversationID: z.string(),
    TransactionID: z.string().optional(),
    ResultParameters: z
      .object({ ResultParameter: z.union([z.array(parameter), parameter.transform((p) => [p])]) })
      .optional(),
  }),
});
export type TransactionStatusResult = z.input<typeof transactionStatusResultSchema>;

/** One named value of a callback's metadata list. */
export function metadataValue(items: { Name: string; Value?: string | number }[], name: string) {
  return items.find((i) => i.Name === name)?.Value;
}
export function parameterValue(items: { Key: string; Value?: string | number }[], key: string) {
  return items.find((i) => i.Key === key)?.Value;
}

/**
 * The result codes Daraja documents for M-Pesa Express and B2C, in the client's words (what the
 * deposit or payout shows when it fails). Unknown codes keep Daraja's own description.
 */
export const MPESA_RESULT_WORDS: Record<number, string> = {
  1: 'The M-Pesa account does not have enough money for this payment.',
  1001: 'Another M-Pesa payment is in progress on this phone. Try again in a minute.',
  1019: 'The M-Pesa request expired before it was completed.',
  1025: 'M-Pesa could not send the prompt to this phone. Try again.',
  1032: 'The payment was cancelled on the phone.',
  1037: 'The phone did not answer the M-Pesa prompt. Check it is on and has signal, then try again.',
  2001: 'The M-Pesa PIN entered was wrong.',
  9999: 'M-Pesa could not send the prompt to this phone. Try again.',
};

/** Daraja's timestamp: yyyyMMddHHmmss in East Africa Time (UTC+3, no daylight saving). */
export function darajaTimestamp(at = new Date()): string {
  const eat = new Date(at.getTime() + 3 * 3600_000);
  return eat.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function stkPassword(shortcode: string, passkey: string, timestamp: string) {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}
