import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@/lib/nav';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { ApiError } from '@/lib/api';
import { errorTextLater } from '@/lib/error-text-later';
import { useT } from '@/lib/i18n/use-t';
import { followStatusLink } from '../api/status';
import { island } from '@/lib/island';

type Notice = { tone: 'ok' | 'error' | 'busy'; text: string } | null;

/**
 * The links of our status emails land here: ?confirm=<token> confirms a subscription,
 * ?unsubscribe=<token> ends it. The page posts the token (a mail scanner that only fetches the
 * link changes nothing), then drops it from the address bar.
 */
function SubscriptionLinkNoticeView() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice>(null);
  const done = useRef(false);
  const confirm = params.get('confirm');
  const unsubscribe = params.get('unsubscribe');

  useEffect(() => {
    const kind = confirm ? 'confirm' : unsubscribe ? 'unsubscribe' : null;
    const token = confirm ?? unsubscribe;
    if (!kind || !token || done.current) return;
    done.current = true;
    setNotice({
      tone: 'busy',
      text: kind === 'confirm' ? t('status.link.confirming') : t('status.link.unsubscribing'),
    });
    followStatusLink(kind, token)
      .then(() =>
        setNotice({
          tone: 'ok',
          text: kind === 'confirm' ? t('status.link.confirmed') : t('status.link.unsubscribed'),
        }),
      )
      // An expired or unknown link (404) in the page's language; anything else as the API says.
      .catch(async (err: unknown) =>
        setNotice({
          tone: 'error',
          text:
            err instanceof ApiError && err.status === 404
              ? t('status.link.invalid')
              : await errorTextLater(err),
        }),
      )
      .finally(() => {
        const next = new URLSearchParams(params);
        next.delete('confirm');
        next.delete('unsubscribe');
        setParams(next, { replace: true });
      });
  }, [confirm, unsubscribe, params, setParams, t]);

  if (!notice) return null;
  const Icon = notice.tone === 'error' ? TriangleAlert : CheckCircle2;
  return (
    <div
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={
        notice.tone === 'error'
          ? 'flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900'
          : 'flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900'
      }
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{notice.text}</p>
    </div>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const SubscriptionLinkNotice = island('SubscriptionLinkNotice', SubscriptionLinkNoticeView);
