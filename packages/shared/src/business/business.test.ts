import { describe, expect, it } from 'vitest';
import { approvalsRequired, roleMay, ROLE_PERMISSIONS, type ApprovalRule } from './index.ts';

const RULES: ApprovalRule[] = [
  { operation: 'withdraw', overUsd: '5000.00', approvals: 1 },
  { operation: 'withdraw', overUsd: '50000.00', approvals: 2 },
];

describe('approval thresholds', () => {
  it('applies a rule strictly above its threshold, the strictest one winning', () => {
    expect(approvalsRequired(RULES, 'withdraw', '5000.00')).toBe(0);
    expect(approvalsRequired(RULES, 'withdraw', '5000.01')).toBe(1);
    expect(approvalsRequired(RULES, 'withdraw', '50000.00')).toBe(1);
    expect(approvalsRequired(RULES, 'withdraw', '50000.01')).toBe(2);
    expect(approvalsRequired([], 'withdraw', '1000000')).toBe(0);
  });
});

describe('roles', () => {
  it('gives the viewer read access only and keeps settings with owners', () => {
    expect(ROLE_PERMISSIONS.viewer).toEqual(['view']);
    expect(roleMay('approver', 'initiate')).toBe(false);
    expect(roleMay('initiator', 'approve')).toBe(false);
    expect(roleMay('admin', 'settings')).toBe(false);
    expect(roleMay('owner', 'settings')).toBe(true);
  });
});
