import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Link2, Unlink } from 'lucide-react';
import type { SecurityOverview } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describeError } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { linkProvider, unlinkProvider, useRefreshSecurity } from '../api/sign-in-methods';

/** OpenID Connect providers linked to the account (single sign-on), with link and unlink. */
export function LinkedAccountsCard({ overview }: { overview: SecurityOverview }) {
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = useRefreshSecurity();
  const { t } = useT();
  const fmt = useFormat();
  if (!overview.providers.length && !overview.identities.length) return null;
  const linked = new Set(overview.identities.map((i) => i.providerId));
  const last = overview.signInWays <= 1;

  const link = async (id: string) => {
    setBusy(id);
    const { error } = await linkProvider(id);
    // On success the browser is leaving for the provider.
    if (error) {
      setBusy(null);
      toast.error(t('security.linkError'), { description: describeError(error).description });
    }
  };
  const unlink = async (providerId: string, accountId: string, label: string) => {
    setBusy(accountId);
    const { error } = await unlinkProvider(providerId, accountId);
    setBusy(null);
    if (error) {
      toast.error(t('security.unlinkError', { label }), {
        description: describeError(error).description,
      });
      return;
    }
    toast.success(t('security.unlinked', { label }));
    await refresh();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('security.providersTitle')}</CardTitle>
        <CardDescription>
          {overview.hasPassword
            ? t('security.providersIntroPassword')
            : t('security.providersIntroNoPassword')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {overview.identities.length ? (
          <ul className="grid gap-2" aria-label={t('security.linkedProviders')}>
            {overview.identities.map((i) => (
              <li
                key={i.id}
                data-testid="identity-row"
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="text-sm">
                  <p className="font-semibold text-navy-900">{i.label}</p>
                  <p className="text-slate-700">
                    {t('security.linkedOn', { date: fmt.dateTime(i.createdAt) })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('security.unlinkNamed', { label: i.label })}
                  disabled={last || busy !== null}
                  title={last ? t('security.lastWay') : undefined}
                  onClick={() => unlink(i.providerId, i.id, i.label)}
                >
                  <Unlink aria-hidden="true" />
                  {t('security.unlink')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">{t('security.noProviders')}</p>
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
                {t('security.linkNamed', { label: p.label })}
              </Button>
            ))}
        </div>
      </CardContent>
    </Card>
  );
}
