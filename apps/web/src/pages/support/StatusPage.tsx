import { BellRing, Gauge } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { StatusBoard } from '@/features/status/components/StatusBoard';
import { SubscribeForm } from '@/features/status/components/SubscribeForm';
import { SubscriptionLinkNotice } from '@/features/status/components/SubscriptionLinkNotice';

/** /support/status: the platform's live state from the server's own checks (issue 21). */
export default function StatusPage() {
  return (
    <>
      <Seo path={paths.support.status.path} />
      <PageHero
        eyebrow="Support"
        title="System Status"
        intro={
          <p>
            The live state of our website, API, rates feed, email delivery and database, checked
            every minute by our own servers, with the incidents our operations team reports.
          </p>
        }
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
              Get incident updates by email
            </h2>
            <p className="mt-2 text-slate-600">
              We email you when we open, update or resolve an incident. Confirm your address from
              the email we send; every update has a one-click unsubscribe link.
            </p>
          </div>
          <SubscribeForm />
        </section>

        <section aria-labelledby="method-h" className="max-w-3xl">
          <h2
            id="method-h"
            className="flex items-center gap-2 text-2xl font-semibold text-navy-900"
          >
            <Gauge className="size-6 text-emerald-700" aria-hidden="true" />
            How we measure
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
            <li>
              Every server that runs the platform checks each component once a minute: it loads the
              home page, asks the API whether it can take traffic, queries the database, looks at
              the age of the newest exchange rate and at the outgoing email queue.
            </li>
            <li>
              A minute counts as down when most of the servers that checked it saw the component
              down; if only some did, it shows as a partial outage. A check slower than 2 seconds is
              degraded but not down.
            </li>
            <li>
              Uptime is the share of checked minutes that were not down. Minutes nobody checked (for
              example during maintenance that stops every server) are left out and show as “No
              data”.
            </li>
            <li>
              The uptime on our home page is the platform’s (website, API and database together)
              over the last 90 days; until a full day has been measured it shows our 99.9% target,
              labelled as such.
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
