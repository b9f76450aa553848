export * from './roles.ts';
export * from './approvals.ts';
