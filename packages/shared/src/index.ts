export * from './constants/index.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './schemas/jobs.ts';
export * from './schemas/rates.ts';
export * from './schemas/requests.ts';
export * from './site-search.ts';
export * from './schemas/admin.ts';
