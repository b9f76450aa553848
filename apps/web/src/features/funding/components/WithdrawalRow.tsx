import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-messages';
import { formatDateTime, formatMoney } from '@/lib/format';
import { approveWithdrawal, rejectWithdrawal, type PendingWithdrawal } from '../api/funding';
import { FinalCheck } from './FinalCheck';
import { RejectForm } from './RejectForm';

/** A pending withdrawal: pay it out or reject it (which releases the hold). */
export function WithdrawalRow({ w, done }: { w: PendingWithdrawal; done: () => void }) {
  const [asked, setAsked] = useState(false);
  const approve = useMutation({
    mutationFn: () => approveWithdrawal(w.id),
    onSuccess: () => {
      toast.success('Withdrawal paid out');
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
        {formatMoney(w.amount, w.currency)} to {w.beneficiaryName} · {formatDateTime(w.createdAt)}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <div className="grid gap-2 self-end">
          {asked ? (
            <FinalCheck
              action="Yes, pay out"
              busy={approve.isPending}
              onConfirm={() => approve.mutate()}
              onCancel={() => setAsked(false)}
            >
              Pay {formatMoney(w.amount, w.currency)} to {w.beneficiaryName}?
            </FinalCheck>
          ) : (
            <Button className="justify-self-start" onClick={() => setAsked(true)}>
              Approve payout
            </Button>
          )}
        </div>
        <RejectForm
          id={`wrej-${w.id}`}
          label="Reject withdrawal"
          reject={(body) => rejectWithdrawal(w.id, body)}
          done={done}
          successMessage="Withdrawal rejected; hold released"
          what={`withdrawal ${w.reference}`}
        />
      </div>
    </li>
  );
}
