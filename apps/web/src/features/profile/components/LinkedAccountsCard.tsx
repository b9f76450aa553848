import { useState } from 'react';
import { toast } from 'sonner';
import { Link2, Unlink } from 'lucide-react';
import type { SecurityOverview } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describeError } from '@/lib/error-messages';
import { formatDateTime } from '@/lib/format';
import { linkProvider, unlinkProvider, useRefreshSecurity } from '../api/sign-in-methods';

/** OpenID Connect providers linked to the account (single sign-on), with link and unlink. */
export function LinkedAccountsCard({ overview }: { overview: SecurityOverview }) {
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = useRefreshSecurity();
  if (!overview.providers.length && !overview.identities.length) return null;
  const linked = new Set(overview.identities.map((i) => i.providerId));
  const last = overview.signInWays <= 1;

  const link = async (id: string) => {
    setBusy(id);
    const { error } = await linkProvider(id);
    // On success the browser is leaving for the provider.
    if (error) {
      setBusy(null);
      toast.error('Could not link the account', { description: describeError(error).description });
    }
  };
  const unlink = async (providerId: string, accountId: string, label: string) => {
    setBusy(accountId);
    const { error } = await unlinkProvider(providerId, accountId);
    setBusy(null);
    if (error) {
      toast.error(`Could not unlink ${label}`, { description: describeError(error).description });
      return;
    }
    toast.success(`${label} unlinked`);
    await refresh();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Linked sign-in providers</CardTitle>
        <CardDescription>
          Sign in with your company or other account. A provider links only when it has confirmed
          your email address (
          {overview.hasPassword
            ? 'your password keeps working'
            : 'you have no password yet: use Forgot password on the sign-in page to set one'}
          ).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {overview.identities.length ? (
          <ul className="grid gap-2" aria-label="Linked providers">
            {overview.identities.map((i) => (
              <li
                key={i.id}
                data-testid="identity-row"
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="text-sm">
                  <p className="font-semibold text-navy-900">{i.label}</p>
                  <p className="text-slate-700">Linked {formatDateTime(i.createdAt)}</p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Unlink ${i.label}`}
                  disabled={last || busy !== null}
                  title={last ? 'Your last way to sign in cannot be removed' : undefined}
                  onClick={() => unlink(i.providerId, i.id, i.label)}
                >
                  <Unlink aria-hidden="true" />
                  Unlink
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">No providers linked.</p>
        )}
        <div className="flex flex-wrap gap-2">
          {overview.providers
            .filter((p) => !linked.has(p.id))
            .map((p) => (
              <Button
                key={p.id}
                variant="outline"
                disabled={busy !== null}
                aria-busy={busy === p.id}
                onClick={() => link(p.id)}
              >
                <Link2 aria-hidden="true" />
                Link {p.label}
              </Button>
            ))}
        </div>
      </CardContent>
    </Card>
  );
}
