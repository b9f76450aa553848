import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';

// Stablecoin payout settings (issue 40, docs/stablecoins.md): part of the platform settings
// (settings.ts), edited and audited like the others. Amounts in US dollars (one token each).

const usdWhole = (max: number) =>
  z
    .number({ error: messageKey('validation.admin.number') })
    .int(messageKey('validation.admin.wholeUsd'))
    .min(0, messageKey('validation.admin.atLeast', { min: 0 }))
    .max(max, messageKey('validation.admin.atMost', { max: max.toLocaleString('en-US') }));

export const CHAIN_SETTINGS_SHAPE = {
  /** Most one payout may send. */
  'chain.payoutMaxUsd': usdWhole(10_000_000),
  /** Most one holder may send on-chain per day (Africa/Nairobi calendar day). */
  'chain.payoutDailyUsd': usdWhole(100_000_000),
  /** At or above: an admin approves the payout before it is signed (four eyes). */
  'chain.payoutApprovalUsd': usdWhole(10_000_000),
  /** At or above: originator and beneficiary information is required and kept (travel rule). */
  'chain.travelRuleUsd': usdWhole(10_000_000),
  /** Hot-wallet balance (per token) under which the admin is alerted. */
  'chain.hotWalletLowUsd': usdWhole(100_000_000),
};

export const CHAIN_SETTINGS_DEFAULTS = {
  'chain.payoutMaxUsd': 10_000,
  'chain.payoutDailyUsd': 25_000,
  'chain.payoutApprovalUsd': 1_000,
  'chain.travelRuleUsd': 1_000,
  'chain.hotWalletLowUsd': 5_000,
};
