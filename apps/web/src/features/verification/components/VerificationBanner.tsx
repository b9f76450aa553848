import { useQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { verificationQuery } from '../api/verification';

/**
 * Shown on the overview, trading and wallet tabs until the client is verified (issue 22), and
 * while money movements are paused by a compliance review.
 */
export function VerificationBanner({ onVerify }: { onVerify: () => void }) {
  const q = useQuery(verificationQuery());
  const v = q.data;
  if (!v) return null;
  const sub = v.submissions[1];
  let title: string;
  let text: string;
  let action = 'Verify your identity';
  if (v.restriction !== 'none') {
    title =
      v.restriction === 'frozen' ? 'Your account is restricted' : 'Money movements are paused';
    text =
      v.restriction === 'frozen'
        ? 'Please contact support at compliance@mizani.example.'
        : 'We are completing a routine compliance review and will notify you when it is done.';
    action = 'View verification';
  } else if (v.tier >= 1) return null;
  else if (sub?.status === 'submitted' || sub?.status === 'in_review') {
    title = 'We are reviewing your documents';
    text = 'Verification takes 24-48 hours, up to 5 business days. We will notify you by email.';
    action = 'View status';
  } else if (sub?.status === 'more_info') {
    title = 'We need more information';
    text = sub.message ?? 'Please update your verification.';
    action = 'Update verification';
  } else {
    title = 'Verify your identity to fund, convert and withdraw';
    text =
      'You can browse rates, set alerts and request quotes now. Moving money needs a government ID and a proof of address from the last 3 months.';
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
