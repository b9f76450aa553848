import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { KeyRound } from 'lucide-react';
import type { ApiKeyView } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import type { MessageId } from '@/lib/i18n/i18n';
import { apiKeysQueryOptions, developersKeys, revokeApiKey } from '../api/developers';
import { ApiKeyForm } from './ApiKeyForm';
import { ManagedByAdmins } from './ManagedByAdmins';
import { SecretOnce } from './SecretOnce';

const STATUS: Record<
  ApiKeyView['status'],
  { label: MessageId; variant: 'success' | 'muted' | 'destructive' }
> = {
  active: { label: 'dev.keyActive', variant: 'success' },
  revoked: { label: 'dev.keyRevoked', variant: 'destructive' },
  expired: { label: 'dev.keyExpired', variant: 'muted' },
};

/** API keys: create (secret shown once), the list with last use, revoke. */
export function ApiKeysCard() {
  const qc = useQueryClient();
  const keys = useQuery(apiKeysQueryOptions());
  const [secret, setSecret] = useState<string | null>(null);
  const { t } = useT();
  const fmt = useFormat();
  const revoke = useMutation({
    mutationFn: (k: ApiKeyView) => revokeApiKey(k.id),
    onSuccess: (_r, k) => {
      toast.success(t('dev.keyRevokedToast', { name: k.name }));
      void qc.invalidateQueries({ queryKey: developersKeys.keys });
    },
    onError: (err) => toast.error(t('dev.revokeError'), { description: errorText(err) }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('dev.keysTitle')}</CardTitle>
        <CardDescription>{t('dev.keysIntro', { prefix: 'mz_test_' })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {secret ? (
          <SecretOnce label={t('dev.newKey')} secret={secret} onDone={() => setSecret(null)} />
        ) : keys.data && !keys.data.canManage ? (
          <ManagedByAdmins what={t('dev.whatKeys')} />
        ) : (
          <ApiKeyForm onCreated={setSecret} />
        )}
        {keys.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : keys.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('dev.keysLoadError', { error: errorText(keys.error) })}
          </p>
        ) : !keys.data.keys.length ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <KeyRound className="size-4" aria-hidden="true" /> {t('dev.noKeys')}
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('dev.keysTitle')}>
            {keys.data.keys.map((k) => (
              <li
                key={k.id}
                className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="api-key-row"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-navy-900">
                    <Badge
                      variant={k.mode === 'test' ? 'secondary' : 'outline'}
                      className="mr-2 align-middle"
                    >
                      {k.mode === 'test' ? t('dev.badgeTest') : t('dev.modeLive')}
                    </Badge>
                    {k.name}{' '}
                    <span className="font-mono text-xs font-normal text-slate-600">{k.start}…</span>
                  </p>
                  <p className="text-xs break-words text-muted-foreground">
                    {k.scopes.join(', ')}
                    {k.ipAllowlist.length
                      ? ` · ${t('dev.fromIps', { ips: k.ipAllowlist.join(', ') })}`
                      : ''}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t('dev.created', { date: fmt.dateTime(k.createdAt) })} ·{' '}
                    {k.expiresAt
                      ? t('dev.expires', { date: fmt.dateTime(k.expiresAt) })
                      : t('dev.noExpiry')}{' '}
                    ·{' '}
                    {k.lastUsedAt
                      ? t('dev.lastUsed', {
                          date: fmt.dateTime(k.lastUsedAt),
                          ip: k.lastUsedIp ?? t('security.ipUnknown'),
                        })
                      : t('dev.neverUsed')}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={STATUS[k.status].variant}>{t(STATUS[k.status].label)}</Badge>
                  {k.status === 'active' && keys.data.canManage ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('dev.revokeNamed', { name: k.name })}
                      disabled={revoke.isPending}
                      onClick={() => {
                        if (window.confirm(t('dev.revokeConfirm', { name: k.name })))
                          revoke.mutate(k);
                      }}
                    >
                      {t('dev.revoke')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
