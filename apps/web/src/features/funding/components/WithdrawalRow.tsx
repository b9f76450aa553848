import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { mobileNetworkName } from '@mizani/shared/constants/beneficiary-countries';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { approveWithdrawal, rejectWithdrawal, type PendingWithdrawal } from '../api/funding';
import { FinalCheck } from './FinalCheck';
import { RejectForm } from './RejectForm';

/** A pending withdrawal: pay it out or reject it (which releases the hold). */
export function WithdrawalRow({ w, done }: { w: PendingWithdrawal; done: () => void }) {
  const [asked, setAsked] = useState(false);
  const { t } = useT();
  const fmt = useFormat();
  const approve = useMutation({
    mutationFn: () => approveWithdrawal(w.id),
    onSuccess: () => {
      toast.success(t('admin.funding.paidOut'));
      done();
    },
    onError: (e) => {
      setAsked(false);
      toast.error(errorText(e));
    },
  });
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <p className="text-sm break-words">
        <span className="font-mono">{w.reference}</span> · {w.email} ·{' '}
        {t('admin.funding.amountTo', {
          amount: fmt.money(w.amount, w.currency),
          name: w.beneficiaryName ?? '',
        })}{' '}
        · {fmt.dateTime(w.createdAt)}
      </p>
      {w.payout && (
        <p className="text-sm break-words">
          <span className="text-muted-foreground">{t('admin.funding.payTo')}</span>{' '}
          <span className="font-mono">
            {w.payout.kind === 'mobile_money'
              ? [mobileNetworkName(w.payout.network), w.payout.phone].filter(Boolean).join(' ')
              : [w.payout.bankName, w.payout.accountNumber].filter(Boolean).join(' ')}
          </span>{' '}
          · {fmt.countryName(w.payout.country)}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <div className="grid gap-2 self-end">
          {asked ? (
            <FinalCheck
              action={t('admin.funding.payYes')}
              busy={approve.isPending}
              onConfirm={() => approve.mutate()}
              onCancel={() => setAsked(false)}
            >
              {t('admin.funding.payQuestion', {
                amount: fmt.money(w.amount, w.currency),
                name: w.beneficiaryName ?? '',
              })}
            </FinalCheck>
          ) : (
            <Button className="justify-self-start" onClick={() => setAsked(true)}>
              {t('admin.funding.approvePayout')}
            </Button>
          )}
        </div>
        <RejectForm
          id={`wrej-${w.id}`}
          label={t('admin.funding.rejectWithdrawal')}
          confirmLabel={t('admin.funding.rejectWithdrawalYes')}
          reject={(body) => rejectWithdrawal(w.id, body)}
          done={done}
          successMessage={t('admin.funding.withdrawalRejected')}
          question={(reason) =>
            t('admin.funding.rejectWithdrawalQuestion', { reference: w.reference, reason })
          }
        />
      </div>
    </li>
  );
}
