import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { KeyRound } from 'lucide-react';
import type { ApiKeyView } from '@mizani/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { formatDateTime } from '@/lib/format';
import { apiKeysQueryOptions, developersKeys, revokeApiKey } from '../api/developers';
import { ApiKeyForm } from './ApiKeyForm';
import { ManagedByAdmins } from './ManagedByAdmins';
import { SecretOnce } from './SecretOnce';

const STATUS: Record<
  ApiKeyView['status'],
  { label: string; variant: 'success' | 'muted' | 'destructive' }
> = {
  active: { label: 'Active', variant: 'success' },
  revoked: { label: 'Revoked', variant: 'destructive' },
  expired: { label: 'Expired', variant: 'muted' },
};

/** API keys: create (secret shown once), the list with last use, revoke. */
export function ApiKeysCard() {
  const qc = useQueryClient();
  const keys = useQuery(apiKeysQueryOptions());
  const [secret, setSecret] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: (k: ApiKeyView) => revokeApiKey(k.id),
    onSuccess: (_r, k) => {
      toast.success(`Key “${k.name}” revoked`);
      void qc.invalidateQueries({ queryKey: developersKeys.keys });
    },
    onError: (err) => toast.error('Could not revoke the key', { description: errorText(err) }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">API keys</CardTitle>
        <CardDescription>
          Keys let your systems call the Mizani API as you. Give each system its own key with only
          the scopes it needs; revoke a key the moment it may have leaked. Test keys (mz_test_) act
          on the sandbox: demo balances, never your real money.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {secret ? (
          <SecretOnce label="Your new API key" secret={secret} onDone={() => setSecret(null)} />
        ) : keys.data && !keys.data.canManage ? (
          <ManagedByAdmins what="create or revoke API keys" />
        ) : (
          <ApiKeyForm onCreated={setSecret} />
        )}
        {keys.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : keys.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your keys could not be loaded: {errorText(keys.error)}
          </p>
        ) : !keys.data.keys.length ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <KeyRound className="size-4" aria-hidden="true" /> No API keys yet.
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="API keys">
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
                      {k.mode === 'test' ? 'Test' : 'Live'}
                    </Badge>
                    {k.name}{' '}
                    <span className="font-mono text-xs font-normal text-slate-600">{k.start}…</span>
                  </p>
                  <p className="text-xs break-words text-muted-foreground">
                    {k.scopes.join(', ')}
                    {k.ipAllowlist.length ? ` · From ${k.ipAllowlist.join(', ')}` : ''}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Created {formatDateTime(k.createdAt)} ·{' '}
                    {k.expiresAt ? `Expires ${formatDateTime(k.expiresAt)}` : 'No expiry'} ·{' '}
                    {k.lastUsedAt
                      ? `Last used ${formatDateTime(k.lastUsedAt)} from ${k.lastUsedIp ?? 'unknown'}`
                      : 'Never used'}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={STATUS[k.status].variant}>{STATUS[k.status].label}</Badge>
                  {k.status === 'active' && keys.data.canManage ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Revoke key ${k.name}`}
                      disabled={revoke.isPending}
                      onClick={() => {
                        if (window.confirm(`Revoke “${k.name}”? Calls with it stop at once.`))
                          revoke.mutate(k);
                      }}
                    >
                      Revoke
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
