// Every table, by domain. Feature schema files are added here so drizzle-kit and the app see them.
export * from './auth.ts';
export * from './profiles.ts';
export * from './audit.ts';
export * from './mail.ts';
export * from './settings.ts';
export * from './rate-limits.ts';
export * from './requests.ts';
export * from './rates.ts';
export * from './alerts.ts';
export * from './ledger.ts';
export * from './sign-in-lockout.ts';
export * from './documents.ts';
export * from './status.ts';
export * from './news.ts';
