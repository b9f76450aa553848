import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, PRIMARY_TABS, moreTabs, resolveTab } from './tabs';

describe('dashboard tab resolution', () => {
  it('keeps Reading A tabs and falls back to overview', () => {
    expect(resolveTab('wallet', false)).toEqual({ tab: 'wallet' });
    expect(resolveTab(null, false)).toEqual({ tab: 'overview' });
    expect(resolveTab('nonsense', false)).toEqual({ tab: 'overview' });
    expect(resolveTab('admin', false)).toEqual({ tab: 'overview' });
    expect(resolveTab('admin', true)).toEqual({ tab: 'admin' });
  });
  it('maps every Reading B word somewhere', () => {
    for (const w of [
      'exchange',
      'trading',
      'orders',
      'quick-actions',
      'wallet',
      'funding',
      'withdrawal',
      'payments',
      'alerts',
      'quote',
      'consultation',
      'support',
    ])
      expect(resolveTab(w, false).tab).not.toBeUndefined();
    expect(resolveTab('funding', false)).toEqual({ tab: 'wallet', action: 'funding' });
    expect(resolveTab('exchange', false)).toEqual({ tab: 'trading', action: 'order-form' });
    // A stablecoin balance card's Add and Send open the chain's own forms.
    expect(resolveTab('deposit-stablecoin', false)).toEqual({
      tab: 'wallet',
      action: 'deposit-stablecoin',
    });
    expect(resolveTab('send-stablecoin', false)).toEqual({
      tab: 'wallet',
      action: 'send-stablecoin',
    });
  });
  it('puts every tab in the bottom bar or in More, once', () => {
    const more = moreTabs(DASHBOARD_TABS);
    expect([...PRIMARY_TABS, ...more].sort()).toEqual([...DASHBOARD_TABS].sort());
    expect(more).not.toContain('overview');
    expect(more).toContain('admin');
    expect(moreTabs(['overview', 'profile'])).toEqual(['profile']);
  });
});
