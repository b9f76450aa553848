import { useState } from 'react';
import { toast } from '@/lib/toast';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { describeErrorLater } from '@/lib/error-text-later';
import { useT } from '@/lib/i18n/use-t';
import { paths } from '@/config/paths';
import { signInWithProvider, useSignInProviders } from '../api/auth';

/** "Continue with …" for each OpenID Connect provider the server is configured with. */
export function ProviderButtons({ redirectTo }: { redirectTo: string }) {
  const { t, lp } = useT();
  const providers = useSignInProviders();
  const [busy, setBusy] = useState<string | null>(null);
  if (!providers.length) return null;
  const go = async (id: string) => {
    setBusy(id);
    const { error } = await signInWithProvider(id, redirectTo, lp(paths.auth.path));
    // On success the browser is already leaving for the provider.
    if (error) {
      setBusy(null);
      const words = await describeErrorLater(error);
      toast.error(t('auth.signInFailed'), { description: words.description });
    }
  };
  return (
    <div className="grid gap-2">
      {providers.map((p) => (
        <Button
          key={p.id}
          type="button"
          variant="outline"
          disabled={busy !== null}
          aria-busy={busy === p.id}
          onClick={() => go(p.id)}
        >
          <LogIn aria-hidden="true" />
          {t('auth.continueWith', { provider: p.label })}
        </Button>
      ))}
    </div>
  );
}
