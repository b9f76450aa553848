export * from './constants/index.ts';
export * from './errors.ts';
export * from './money.ts';
