export * from './tiers.ts';
export * from './limits.ts';
export * from './name-match.ts';
