import { useQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { verificationQuery } from '../api/verification';

/**
 * Shown on the overview, trading and wallet tabs until the client is verified (issue 22), and
 * while money movements are paused by a compliance review.
 */
export function VerificationBanner({ onVerify }: { onVerify: () => void }) {
  const q = useQuery(verificationQuery());
  const { t } = useT();
  const v = q.data;
  if (!v) return null;
  const sub = v.submissions[1];
  let title: string;
  let text: string;
  let action = t('kyc.bannerVerify');
  if (v.restriction !== 'none') {
    title = v.restriction === 'frozen' ? t('kyc.bannerFrozen') : t('kyc.bannerPaused');
    text =
      v.restriction === 'frozen'
        ? t('kyc.bannerFrozenText', { email: 'compliance@mizani.example' })
        : t('kyc.bannerPausedText');
    action = t('kyc.bannerViewVerification');
  } else if (v.tier >= 1) return null;
  else if (sub?.status === 'submitted' || sub?.status === 'in_review') {
    title = t('kyc.bannerReviewing');
    text = t('kyc.bannerReviewingText');
    action = t('kyc.bannerViewStatus');
  } else if (sub?.status === 'more_info') {
    title = t('kyc.bannerMoreInfo');
    text = sub.message ?? t('kyc.bannerMoreInfoText');
    action = t('kyc.bannerUpdate');
  } else {
    title = t('kyc.bannerStart');
    text = t('kyc.bannerStartText');
  }
  const Icon = v.restriction === 'none' && sub?.status !== 'more_info' ? ShieldCheck : ShieldAlert;
  return (
    <div
      className="mb-6 flex flex-col gap-3 rounded-xl border border-gold-300 bg-gold-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="verification-banner"
    >
      <div className="flex gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden />
        <div>
          <p className="font-semibold text-navy-900">{title}</p>
          <p className="text-sm text-navy-800">{text}</p>
        </div>
      </div>
      <Button onClick={onVerify} className="shrink-0">
        {action}
      </Button>
    </div>
  );
}
