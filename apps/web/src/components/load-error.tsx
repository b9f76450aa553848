import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorTextLater } from '@/lib/error-text-later';
import { useT } from '@/lib/i18n/use-t';

/**
 * Error state with a retry, for a failed read; our words for it (lib/error-messages/, loaded
 * with the first failure: decision 030). Its own module and words (`load.*`): public pages show
 * it too, without the admin lists' words.
 */
export function LoadError(props: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void errorTextLater(props.error).then((words) => live && setText(words));
    return () => {
      live = false;
    };
  }, [props.error]);
  return (
    <div
      role="alert"
      className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <p className="min-h-5 font-medium text-destructive">
        {text === null ? null : t('load.error', { error: text })}
      </p>
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={props.onRetry}>
        {t('load.retry')}
      </Button>
    </div>
  );
}
