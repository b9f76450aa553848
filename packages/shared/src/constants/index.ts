export * from './currencies.ts';
export * from './markets.ts';
export * from './roles.ts';
export * from './limits.ts';
