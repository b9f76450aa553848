import pino from 'pino';

// Structured JSON logs. Redaction is a second line of defence: nothing secret is logged on purpose.
// Written asynchronously (decision 024): a synchronous write to stdout per request cost about a
// tenth of the order rate; lines written while one write is in flight go out together with the
// next. pino flushes what is pending when the process exits (process.exit included); only a
// hard kill can lose the lines of the last few milliseconds.
const destination = process.env.VITEST ? undefined : pino.destination({ dest: 1, sync: false });
export const logger = pino(
  {
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
  },
  destination,
);
export type Logger = typeof logger;
