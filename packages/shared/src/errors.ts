// One error vocabulary for the API: the server maps each code to a status in one place and the
// browser shows `message` (and `fields` beside form inputs).
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An uploaded file that is not what we accept: its message is for the person (not a developer). */
  UNSUPPORTED_FILE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  // Compliance refusals of money operations (issue 22): the message says why and what to do.
  VERIFICATION_REQUIRED: 403,
  ACCOUNT_RESTRICTED: 403,
  LIMIT_EXCEEDED: 422,
  BELOW_MINIMUM: 422,
  // A security-sensitive change without a recent password or second factor (issue 33): the web
  // app asks for one (POST /api/security/step-up) and retries.
  STEP_UP_REQUIRED: 403,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Body of every error response. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
