import { z } from 'zod';
import { messageKey } from '../i18n/messages.ts';

// Compliance settings (issue 22): tier limits, minimum transaction, review targets and the
// screening threshold. Part of the platform settings (settings.ts), edited on the admin
// Settings tab, validated and audited like every other platform setting.

const usdWhole = (max: number) =>
  z
    .number({ error: messageKey('validation.admin.number') })
    .int(messageKey('validation.admin.wholeUsd'))
    .min(0, messageKey('validation.admin.atLeast', { min: 0 }))
    .max(max, messageKey('validation.admin.atMost', { max: max.toLocaleString('en-US') }));

export const COMPLIANCE_SETTINGS_SHAPE = {
  'compliance.tier1DailyUsd': usdWhole(10_000_000),
  'compliance.tier1MonthlyUsd': usdWhole(100_000_000),
  'compliance.tier2DailyUsd': usdWhole(10_000_000),
  'compliance.tier2MonthlyUsd': usdWhole(100_000_000),
  /** Minimum conversion or withdrawal, USD equivalent (help centre: typically 100). */
  'compliance.minTransactionUsd': usdWhole(1_000_000),
  'compliance.reviewTargetHours': z
    .number({ error: messageKey('validation.admin.number') })
    .int(messageKey('validation.admin.wholeHours'))
    .min(1, messageKey('validation.admin.hoursMin'))
    .max(240, messageKey('validation.admin.hoursUpTo', { max: 240 })),
  'compliance.reviewMaxBusinessDays': z
    .number({ error: messageKey('validation.admin.number') })
    .int(messageKey('validation.admin.wholeDays'))
    .min(1, messageKey('validation.admin.daysMin'))
    .max(30, messageKey('validation.admin.daysUpTo', { max: 30 })),
  /** Screening score at or above which a listed name is a possible match. */
  'compliance.screeningThreshold': z
    .number({ error: messageKey('validation.admin.number') })
    .min(0.7, messageKey('validation.admin.atLeast', { min: '0.70' }))
    .max(0.99, messageKey('validation.admin.atMost', { max: '0.99' })),
  /** A tier 2 approval needs a second admin (four eyes). */
  'compliance.fourEyesTier2': z.boolean({ error: messageKey('validation.admin.onOff') }),
};

export const COMPLIANCE_SETTINGS_DEFAULTS = {
  'compliance.tier1DailyUsd': 5_000,
  'compliance.tier1MonthlyUsd': 10_000,
  'compliance.tier2DailyUsd': 50_000,
  'compliance.tier2MonthlyUsd': 250_000,
  'compliance.minTransactionUsd': 100,
  'compliance.reviewTargetHours': 48,
  'compliance.reviewMaxBusinessDays': 5,
  'compliance.screeningThreshold': 0.88,
  'compliance.fourEyesTier2': true,
};

type ComplianceValues = { [K in keyof typeof COMPLIANCE_SETTINGS_DEFAULTS]: number | boolean };

/** The rules across fields, by id: the server words them in the reader's language (decision 023). */
export const COMPLIANCE_PROBLEMS = {
  dailyOverMonthly: 'The daily limit cannot exceed the monthly limit',
  tier2BelowTier1: 'Tier 2 limits must be at least the tier 1 limits',
  minOverDaily: 'The minimum cannot exceed the tier 1 daily limit',
} as const;
export type ComplianceProblem = keyof typeof COMPLIANCE_PROBLEMS;

/**
 * Rules across fields, checked on the merged settings: a daily limit within its monthly one,
 * tier 2 at least tier 1, and the minimum below every daily limit. Field errors, empty when fine.
 */
export function complianceSettingsProblems(s: ComplianceValues): Record<string, string> {
  const n = (k: keyof ComplianceValues) => Number(s[k]);
  const out: Record<string, string> = {};
  if (n('compliance.tier1DailyUsd') > n('compliance.tier1MonthlyUsd'))
    out['compliance.tier1DailyUsd'] = COMPLIANCE_PROBLEMS.dailyOverMonthly;
  if (n('compliance.tier2DailyUsd') > n('compliance.tier2MonthlyUsd'))
    out['compliance.tier2DailyUsd'] = COMPLIANCE_PROBLEMS.dailyOverMonthly;
  if (n('compliance.tier2DailyUsd') < n('compliance.tier1DailyUsd'))
    out['compliance.tier2DailyUsd'] ??= COMPLIANCE_PROBLEMS.tier2BelowTier1;
  if (n('compliance.tier2MonthlyUsd') < n('compliance.tier1MonthlyUsd'))
    out['compliance.tier2MonthlyUsd'] = COMPLIANCE_PROBLEMS.tier2BelowTier1;
  if (n('compliance.minTransactionUsd') > n('compliance.tier1DailyUsd'))
    out['compliance.minTransactionUsd'] = COMPLIANCE_PROBLEMS.minOverDaily;
  return out;
}
