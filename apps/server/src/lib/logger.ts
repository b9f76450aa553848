import pino from 'pino';

// Structured JSON logs. Redaction is a second line of defence: nothing secret is logged on purpose.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  redact: {
    paths: [
      'password',
      '*.password',
      'token',
      '*.token',
      'secret',
      '*.secret',
      'headers.cookie',
      'headers.authorization',
      '*.currentPassword',
      '*.newPassword',
    ],
    censor: '[redacted]',
  },
});
export type Logger = typeof logger;
