export * from './currencies.ts';
export * from './markets.ts';
export * from './roles.ts';
export * from './limits.ts';
export * from './countries.ts';
export * from './common-passwords.ts';
export * from './movements.ts';
export * from './live-values.ts';
