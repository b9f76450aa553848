import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { LIMITS } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { island } from '@/lib/island';

/** What the button says, in the page's language (legal.copy… in the catalogues). */
export interface CopyTexts {
  copy: string;
  copied: string;
  failed: string;
  done: string;
}
/** Spec §4: Copy, then Copied! for 2 seconds. Falls back to the legacy copy method when the Clipboard API fails. */
function CopyButtonView({ value, texts }: { value: string; texts: CopyTexts }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const ok = await copyText(value);
    setFailed(!ok);
    if (!ok) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), LIMITS.copyConfirmMs);
  };

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button type="button" variant="outline" onClick={() => void onClick()}>
        {copied ? (
          <Check className="size-4 text-emerald-600" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {copied ? texts.copied : texts.copy}
      </Button>
      <span
        role="status"
        aria-live="polite"
        className={failed ? 'text-sm text-destructive' : 'sr-only'}
      >
        {failed ? texts.failed : copied ? texts.done : ''}
      </span>
    </span>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const CopyButton = island('CopyButton', CopyButtonView, 'idle');
