import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { ReceivedInvitation } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { acceptInvitation, businessKeys } from '../api/business';
import { ROLE_IDS } from './labels';

/**
 * Invitations waiting for the signed-in address, and the one the mail's link names (which may
 * be for another address: the server then says so).
 */
export function Invitations({
  invitations,
  linkToken,
  onJoined,
}: {
  invitations: ReceivedInvitation[];
  linkToken: string | null;
  onJoined: (businessId: string) => void;
}) {
  const qc = useQueryClient();
  const { t } = useT();
  const fmt = useFormat();
  // Why an invitation no longer works (used, expired, its sender's rights ended: issue 33), in
  // the card itself as well as the toast: the server's sentence, in the reader's language.
  const [refusal, setRefusal] = useState<string | null>(null);
  const m = useMutation({
    mutationFn: acceptInvitation,
    onMutate: () => setRefusal(null),
    onSuccess: async (r) => {
      toast.success(t('business.joined', { role: t(ROLE_IDS[r.role].label) }));
      await qc.invalidateQueries({ queryKey: businessKeys.all });
      onJoined(r.businessId);
    },
    onError: (err) => {
      const text = errorText(err);
      setRefusal(text);
      toast.error(text);
    },
  });
  const listed = invitations.some((i) => i.id === linkToken);
  if (!invitations.length && !linkToken) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('business.invitations')}</CardTitle>
        <CardDescription>{t('business.invitationsIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {refusal && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {refusal}
          </p>
        )}
        {invitations.map((i) => (
          <div
            key={i.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
          >
            <p className="text-sm">
              <strong>{i.businessName}</strong>{' '}
              {t('business.invitesYou', {
                role: t(ROLE_IDS[i.role].label),
                from: i.invitedBy ? ` ${t('business.fromPerson', { name: i.invitedBy })}` : '',
                date: fmt.date(i.expiresAt),
              })}
            </p>
            <Button onClick={() => m.mutate(i.id)} disabled={m.isPending}>
              {t('business.acceptNamed', { name: i.businessName })}
            </Button>
          </div>
        ))}
        {linkToken && !listed && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
            <p className="text-sm">{t('business.linkOpened')}</p>
            <Button onClick={() => m.mutate(linkToken)} disabled={m.isPending}>
              {t('business.accept')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
