import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BUSINESS_ROLE_LABELS, type ReceivedInvitation } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/error-messages';
import { formatDate } from '@/lib/format';
import { acceptInvitation, businessKeys } from '../api/business';

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
  const m = useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async (r) => {
      toast.success(`You joined as ${BUSINESS_ROLE_LABELS[r.role]}.`);
      await qc.invalidateQueries({ queryKey: businessKeys.all });
      onJoined(r.businessId);
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const listed = invitations.some((i) => i.id === linkToken);
  if (!invitations.length && !linkToken) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
        <CardDescription>Join a business's account with your own sign-in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {invitations.map((i) => (
          <div
            key={i.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
          >
            <p className="text-sm">
              <strong>{i.businessName}</strong> invites you as {BUSINESS_ROLE_LABELS[i.role]}
              {i.invitedBy ? ` (from ${i.invitedBy})` : ''}. Valid until {formatDate(i.expiresAt)}.
            </p>
            <Button onClick={() => m.mutate(i.id)} disabled={m.isPending}>
              Accept invitation to {i.businessName}
            </Button>
          </div>
        ))}
        {linkToken && !listed && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
            <p className="text-sm">
              You opened an invitation link. It works once, for the address it was sent to.
            </p>
            <Button onClick={() => m.mutate(linkToken)} disabled={m.isPending}>
              Accept the invitation
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
