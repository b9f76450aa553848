import { BellRing, Gauge } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { StatusBoard } from '@/features/status/components/StatusBoard';
import { SubscribeForm } from '@/features/status/components/SubscribeForm';
import { SubscriptionLinkNotice } from '@/features/status/components/SubscriptionLinkNotice';
import { useT } from '@/lib/i18n/use-t';

const METHOD = [
  'status.method.checks',
  'status.method.majority',
  'status.method.uptime',
  'status.method.home',
] as const;

/** /support/status: the platform's live state from the server's own checks (issue 21). */
export default function StatusPage() {
  const { t } = useT();
  return (
    <>
      <Seo path={paths.support.status.path} />
      <PageHero
        eyebrow={t('crumb.support')}
        title={t('page.status')}
        intro={<p>{t('status.intro')}</p>}
      />
      <div className="container-page space-y-14 py-14">
        <SubscriptionLinkNotice />
        <StatusBoard />

        <section
          aria-labelledby="subscribe-h"
          className="grid gap-8 rounded-3xl border border-border bg-surface p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
        >
          <div>
            <span className="flex size-11 items-center justify-center rounded-xl bg-navy-900 text-highlight">
              <BellRing className="size-5" aria-hidden="true" />
            </span>
            <h2 id="subscribe-h" className="mt-4 text-2xl font-semibold text-navy-900">
              {t('status.subscribe.title')}
            </h2>
            <p className="mt-2 text-slate-600">{t('status.subscribe.text')}</p>
          </div>
          <SubscribeForm />
        </section>

        <section aria-labelledby="method-h" className="max-w-3xl">
          <h2
            id="method-h"
            className="flex items-center gap-2 text-2xl font-semibold text-navy-900"
          >
            <Gauge className="size-6 text-emerald-700" aria-hidden="true" />
            {t('status.method.title')}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
            {METHOD.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
