/** Text-message codes: the numbers, used by the server, the SMS texts and the UI. */
export const SMS_CODE = {
  digits: 6,
  /** A code is valid 5 minutes. */
  ttlSec: 300,
  /** Wrong tries per code before a new one is needed. */
  maxAttempts: 5,
  /** At most 3 codes per 10 minutes, per number and per account. */
  sendsPerWindow: 3,
  windowSec: 600,
  /** The UI counts down this long before it offers "Send a new code". */
  resendAfterSec: 60,
} as const;
