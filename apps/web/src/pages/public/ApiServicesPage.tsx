import { ArrowLeftRight, BookOpen, KeyRound, LineChart, Wallet, Webhook } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { API_OFFERINGS, API_PAGE, API_PRINCIPLES, API_SAMPLES } from '@/content/api';
import { OfferingGrid } from './services/OfferingGrid';

const ICONS = { rates: LineChart, quotes: ArrowLeftRight, wallet: Wallet, webhooks: Webhook };
const KEYS_URL = `${paths.dashboard.path}?tab=developers`;

function Actions() {
  return (
    <>
      <Button asChild size="lg">
        <Link to={KEYS_URL}>
          <KeyRound aria-hidden="true" /> Get API keys
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={paths.services.apiReference.path}>
          <BookOpen aria-hidden="true" /> API reference
        </Link>
      </Button>
    </>
  );
}

/** /services/api: the developer API as a product (issue 18). */
export default function ApiServicesPage() {
  return (
    <>
      <Seo path={paths.services.api.path} />
      <PageHero
        eyebrow={API_PAGE.eyebrow}
        title={API_PAGE.title}
        intro={API_PAGE.intro}
        actions={<Actions />}
      />
      <Section
        id="api-what"
        eyebrow="What the API does"
        title="One rule set, two doors"
        intro="The API calls the same services as your dashboard: the same limits, verification checks and ledger, so an order placed by your system is exactly an order placed by you."
      >
        <OfferingGrid offerings={API_OFFERINGS} icons={ICONS} />
      </Section>
      <Section id="api-how" tone="surface" eyebrow="How it works" title="Built to be called safely">
        <dl className="grid gap-5 sm:grid-cols-2">
          {API_PRINCIPLES.map((p) => (
            <div
              key={p.id}
              id={`api-${p.id}`}
              className="rounded-2xl border border-border bg-white p-6 shadow-card"
            >
              <dt className="text-lg font-semibold text-navy-900">{p.title}</dt>
              <dd className="mt-2 leading-relaxed text-slate-700">{p.text}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="api-samples" eyebrow="Code samples" title="Your first quote and order">
        <Tabs defaultValue="curl" className="min-w-0">
          <TabsList aria-label="Language">
            {API_SAMPLES.map((s) => (
              <TabsTrigger key={s.id} value={s.id}>
                {s.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {API_SAMPLES.map((s) => (
            <TabsContent key={s.id} value={s.id} className="mt-4">
              <pre
                tabIndex={0}
                aria-label={`${s.label} example`}
                className="overflow-x-auto rounded-2xl bg-navy-950 p-5 text-sm leading-relaxed text-navy-50"
              >
                <code>{s.code}</code>
              </pre>
            </TabsContent>
          ))}
        </Tabs>
      </Section>
      <section id="api-cta" aria-labelledby="api-cta-title" className="scroll-mt-20 pb-16 sm:pb-24">
        <div className="container-page">
          <div className="rounded-3xl bg-hero px-6 py-10 text-white shadow-elevated sm:px-12 sm:py-14">
            <h2 id="api-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Ready to connect?
            </h2>
            <p className="mt-3 max-w-2xl text-lg leading-relaxed text-navy-100">
              Sign in, open Developers in your dashboard and create a key with the scopes your
              system needs. The full reference is generated from the API itself.
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" variant="secondary">
                <Link to={KEYS_URL}>Get API keys</Link>
              </Button>
              <Button asChild size="lg" variant="inverse-outline">
                <a href="/api/v1/openapi.json">OpenAPI document</a>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
