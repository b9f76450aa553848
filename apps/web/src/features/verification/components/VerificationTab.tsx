import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, ShieldAlert } from 'lucide-react';
import {
  formatAmount,
  KYC_TIERS,
  TIER_INFO,
  type VerificationOverview,
  type VerificationSubmission,
} from '@mizani/shared';
import { QueryState } from '@/components/admin-list';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { verificationQuery } from '../api/verification';
import { SubmissionStatus } from './SubmissionStatus';
import { Tier1Form } from './Tier1Form';
import { Tier2Form } from './Tier2Form';

const usd = (v: string) => `${formatAmount(v)} USD`;
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
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle className="text-xl">Identity verification</CardTitle>
            <Badge variant={v.tier > 0 ? 'success' : 'secondary'} data-testid="verification-tier">
              Tier {v.tier}
            </Badge>
          </div>
          <CardDescription>
            As a licensed money services business we verify every client before moving money.
            Verification takes{' '}
            {v.reviewTargetHours === 48 ? '24-48' : `up to ${v.reviewTargetHours}`} hours, up to{' '}
            {v.reviewMaxBusinessDays} business days.
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
                ? 'Your account is restricted. Please contact support at compliance@mizani.example.'
                : 'Money movements are paused while we complete a routine compliance review. We will notify you when it is done.'}
            </p>
          )}
          {v.usage && (
            <dl className="grid gap-3 sm:grid-cols-2" aria-label="Your limits">
              <div className="rounded-lg border p-3">
                <dt className="text-sm text-muted-foreground">Remaining today</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="remaining-today">
                  {usd(v.usage.remainingTodayUsd)}
                </dd>
                <dd className="text-xs text-muted-foreground">
                  of {usd(v.usage.dailyLimitUsd)} a day
                </dd>
              </div>
              <div className="rounded-lg border p-3">
                <dt className="text-sm text-muted-foreground">Remaining this month</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="remaining-month">
                  {usd(v.usage.remainingMonthUsd)}
                </dd>
                <dd className="text-xs text-muted-foreground">
                  of {usd(v.usage.monthlyLimitUsd)} a month
                </dd>
              </div>
            </dl>
          )}
          <ol className="grid gap-3 md:grid-cols-3" aria-label="Verification tiers">
            {KYC_TIERS.map((tier) => {
              const info = TIER_INFO[tier];
              const reached = v.tier >= tier;
              return (
                <li
                  key={tier}
                  className={`rounded-xl border p-4 ${reached ? 'border-emerald-200 bg-emerald-50/50' : ''}`}
                >
                  <p className="flex items-center gap-2 font-semibold text-navy-900">
                    {reached ? (
                      <CheckCircle2 className="size-4 text-emerald-700" aria-label="Reached" />
                    ) : (
                      <Clock className="size-4 text-muted-foreground" aria-label="Not reached" />
                    )}
                    {info.name}
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{info.summary}</p>
                  <ul className="mt-2 list-inside list-disc text-sm">
                    {info.allows.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                  {tier > 0 && (
                    <p className="mt-2 text-sm">
                      Limits: {usd(v.limits[tier as 1 | 2].dailyUsd)} a day,{' '}
                      {usd(v.limits[tier as 1 | 2].monthlyUsd)} a month
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          <p className="text-sm text-muted-foreground">
            Minimum conversion or withdrawal: {usd(v.minimumUsd)} equivalent. Limits count
            conversions and withdrawals in US dollars at our mid rates, per calendar day and month
            (East Africa Time).
          </p>
        </CardContent>
      </Card>

      <Card id="verify-tier1">
        <CardHeader>
          <CardTitle className="text-lg">Tier 1: verify your identity</CardTitle>
          <CardDescription>
            A government ID (passport, national ID card or driving licence) and a proof of address
            from the last 3 months.
          </CardDescription>
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
          <CardTitle className="text-lg">Tier 2: enhanced due diligence</CardTitle>
          <CardDescription>
            For larger volumes: tell us where your funds come from and add a supporting document.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {v.tier < 1 ? (
            <p className="text-sm text-muted-foreground">Available once tier 1 is approved.</p>
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
