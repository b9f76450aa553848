import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorTextLater, warmErrorWords } from '@/lib/error-text-later';
import { useT } from '@/lib/i18n/use-t';
import {
  acceptInvitation,
  accountsChoiceQuery,
  businessKeys,
  declineInvitation,
} from '../api/business';
import { ROLE_IDS } from './labels';

/**
 * "You are invited to …" above every dashboard tab (issue 34): each invitation waiting for the
 * signed-in address, until it is accepted or declined, so an invitee who signed up and verified
 * first still finds it. The Business tab keeps the details (who invited, until when).
 */
export function InvitationBanner({ onJoined }: { onJoined: (businessId: string) => void }) {
  const qc = useQueryClient();
  const { t } = useT();
  const q = useQuery(accountsChoiceQuery());
  const accept = useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async (r) => {
      toast.success(t('business.joined', { role: t(ROLE_IDS[r.role].label) }));
      await qc.invalidateQueries({ queryKey: businessKeys.all });
      onJoined(r.businessId);
    },
    // A failure's words load while the request is out (lib/error-text-later.ts): the banner is
    // on the dashboard's first paint, which need not carry every error's words.
    onMutate: warmErrorWords,
    onError: (err) => void errorTextLater(err).then((m) => toast.error(m)),
  });
  const decline = useMutation({
    mutationFn: declineInvitation,
    onSuccess: async () => {
      toast.success(t('business.declined'));
      await qc.invalidateQueries({ queryKey: businessKeys.all });
    },
    onMutate: warmErrorWords,
    onError: (err) => void errorTextLater(err).then((m) => toast.error(m)),
  });
  const invitations = q.data?.invitations ?? [];
  if (!invitations.length) return null;
  const busy = accept.isPending || decline.isPending;
  return (
    <ul className="mt-3 grid gap-2" aria-label={t('business.invitations')}>
      {invitations.map((i) => (
        <li
          key={i.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-navy-900"
        >
          <p className="flex min-w-0 items-center gap-2">
            <MailOpen className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">
              {t('business.invitedBanner', {
                name: i.businessName,
                role: t(ROLE_IDS[i.role].label),
              })}
            </span>
          </p>
          <span className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => accept.mutate(i.id)}>
              {t('business.acceptShort')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={t('business.declineNamed', { name: i.businessName })}
              onClick={() => decline.mutate(i.id)}
            >
              {t('business.decline')}
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
