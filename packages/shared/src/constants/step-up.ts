/**
 * Step-up (issue 33): a security-sensitive change needs the password or a second factor proven
 * within this window (or a sign-in that recent). The API refuses with this error code.
 */
export const STEP_UP = {
  windowSec: 5 * 60,
  errorCode: 'STEP_UP_REQUIRED',
} as const;
