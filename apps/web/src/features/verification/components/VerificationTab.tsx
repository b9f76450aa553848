import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, ShieldAlert } from 'lucide-react';
import {
  KYC_TIERS,
  type KycTier,
  type VerificationOverview,
  type VerificationSubmission,
} from '@mizani/shared';
import { QueryState } from '@/components/admin-list';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { verificationQuery } from '../api/verification';
import { SubmissionStatus } from './SubmissionStatus';
import { Tier1Form } from './Tier1Form';
import { Tier2Form } from './Tier2Form';

/** Each tier's name, summary and what it allows (the shared TIER_INFO, in the page's language). */
const TIER_TEXT: Record<KycTier, { name: MessageId; summary: MessageId; allows: MessageId[] }> = {
  0: {
    name: 'kyc.tier0.name',
    summary: 'kyc.tier0.summary',
    allows: ['kyc.tier0.allowsRates', 'kyc.tier0.allowsAlerts', 'kyc.tier0.allowsQuotes'],
  },
  1: {
    name: 'kyc.tier1.name',
    summary: 'kyc.tier1.summary',
    allows: [
      'kyc.tier1.allowsTier0',
      'kyc.tier1.allowsFund',
      'kyc.tier1.allowsConvert',
      'kyc.tier1.allowsWithdraw',
    ],
  },
  2: {
    name: 'kyc.tier2.name',
    summary: 'kyc.tier2.summary',
    allows: ['kyc.tier2.allowsTier1', 'kyc.tier2.allowsLimits'],
  },
};
/** A submission the client may (re)submit: none yet, more information asked, or rejected. */
const canSubmit = (s: VerificationSubmission | null) =>
  !s || s.status === 'more_info' || s.status === 'rejected';

/** The client's Verification section (issue 22): tier, what each tier allows, the forms. */
export function VerificationTab() {
  const q = useQuery(verificationQuery());
  return (
    <QueryState query={q} rows={6}>
      {(v) => <Verification v={v} />}
    </QueryState>
  );
}

function Verification({ v }: { v: VerificationOverview }) {
  const t1 = v.submissions[1];
  const t2 = v.submissions[2];
  const { t } = useT();
  const fmt = useFormat();
  const usd = (amount: string) => `${fmt.amount(amount)} USD`;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle className="text-xl">{t('kyc.title')}</CardTitle>
            <Badge variant={v.tier > 0 ? 'success' : 'secondary'} data-testid="verification-tier">
              {t('kyc.tierBadge', { tier: v.tier })}
            </Badge>
          </div>
          <CardDescription>
            {t('kyc.intro', {
              hours:
                v.reviewTargetHours === 48 ? '24-48' : t('kyc.upTo', { n: v.reviewTargetHours }),
              days: v.reviewMaxBusinessDays,
            })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {v.restriction !== 'none' && (
            <p
              className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
              role="status"
            >
              <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {v.restriction === 'frozen'
                ? t('kyc.frozen', { email: 'compliance@mizani.example' })
                : t('kyc.paused')}
            </p>
          )}
          {v.usage && (
            <dl className="grid gap-3 sm:grid-cols-2" aria-label={t('kyc.yourLimits')}>
              <div className="rounded-lg border p-3">
                <dt className="text-sm text-muted-foreground">{t('kyc.remainingToday')}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="remaining-today">
                  {usd(v.usage.remainingTodayUsd)}
                </dd>
                <dd className="text-xs text-muted-foreground">
                  {t('kyc.ofPerDay', { amount: usd(v.usage.dailyLimitUsd) })}
                </dd>
              </div>
              <div className="rounded-lg border p-3">
                <dt className="text-sm text-muted-foreground">{t('kyc.remainingMonth')}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="remaining-month">
                  {usd(v.usage.remainingMonthUsd)}
                </dd>
                <dd className="text-xs text-muted-foreground">
                  {t('kyc.ofPerMonth', { amount: usd(v.usage.monthlyLimitUsd) })}
                </dd>
              </div>
            </dl>
          )}
          <ol className="grid gap-3 md:grid-cols-3" aria-label={t('kyc.tiers')}>
            {KYC_TIERS.map((tier) => {
              const info = TIER_TEXT[tier];
              const reached = v.tier >= tier;
              return (
                <li
                  key={tier}
                  className={`rounded-xl border p-4 ${reached ? 'border-emerald-200 bg-emerald-50/50' : ''}`}
                >
                  <p className="flex items-center gap-2 font-semibold text-navy-900">
                    {reached ? (
                      <CheckCircle2
                        className="size-4 text-emerald-700"
                        aria-label={t('kyc.reached')}
                      />
                    ) : (
                      <Clock
                        className="size-4 text-muted-foreground"
                        aria-label={t('kyc.notReached')}
                      />
                    )}
                    {t(info.name)}
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{t(info.summary)}</p>
                  <ul className="mt-2 list-inside list-disc text-sm">
                    {info.allows.map((a) => (
                      <li key={a}>{t(a)}</li>
                    ))}
                  </ul>
                  {tier > 0 && (
                    <p className="mt-2 text-sm">
                      {t('kyc.tierLimits', {
                        day: usd(v.limits[tier as 1 | 2].dailyUsd),
                        month: usd(v.limits[tier as 1 | 2].monthlyUsd),
                      })}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          <p className="text-sm text-muted-foreground">
            {t('kyc.minimum', { amount: usd(v.minimumUsd) })}
          </p>
        </CardContent>
      </Card>

      <Card id="verify-tier1">
        <CardHeader>
          <CardTitle className="text-lg">{t('kyc.tier1Title')}</CardTitle>
          <CardDescription>{t('kyc.tier1Intro')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {t1 && <SubmissionStatus submission={t1} />}
          {v.tier < 1 && canSubmit(t1) && (
            <Tier1Form prefill={v.prefill} previous={t1?.status === 'more_info' ? t1 : null} />
          )}
        </CardContent>
      </Card>

      <Card id="verify-tier2">
        <CardHeader>
          <CardTitle className="text-lg">{t('kyc.tier2Title')}</CardTitle>
          <CardDescription>{t('kyc.tier2Intro')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {v.tier < 1 ? (
            <p className="text-sm text-muted-foreground">{t('kyc.tier2Locked')}</p>
          ) : (
            <>
              {t2 && <SubmissionStatus submission={t2} />}
              {v.tier < 2 && canSubmit(t2) && (
                <Tier2Form previous={t2?.status === 'more_info' ? t2 : null} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
