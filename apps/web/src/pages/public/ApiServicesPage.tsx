import { ArrowLeftRight, BookOpen, KeyRound, LineChart, Wallet, Webhook } from 'lucide-react';
import { Link } from '@/lib/nav';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { API_SAMPLES } from '@/content/api';
import { apiTextsIn, loadApiTexts } from '@/content/api-localized';
import { useT } from '@/lib/i18n/use-t';
import { OfferingGrid } from './services/OfferingGrid';
import { island } from '@/lib/island';

/** The page's sentences in French or Swahili load with it (content/api-localized.ts). */
export const preload = loadApiTexts;

const ICONS = { rates: LineChart, quotes: ArrowLeftRight, wallet: Wallet, webhooks: Webhook };
const KEYS_URL = `${paths.dashboard.path}?tab=developers`;

function Actions() {
  const { t, lp } = useT();
  return (
    <>
      <Button asChild size="lg">
        <Link to={KEYS_URL}>
          <KeyRound aria-hidden="true" /> {t('apiPage.getKeys')}
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={lp(paths.services.apiReference.path)}>
          <BookOpen aria-hidden="true" /> {t('apiPage.reference')}
        </Link>
      </Button>
    </>
  );
}

/** /services/api: the developer API as a product (issue 18). */
export default function ApiServicesPage() {
  const { t, locale } = useT();
  const text = apiTextsIn(locale);
  return (
    <>
      <Seo path={paths.services.api.path} />
      <PageHero
        eyebrow={t('footer.services')}
        title={t('page.api')}
        intro={text.page.intro}
        actions={<Actions />}
      />
      <Section
        id="api-what"
        eyebrow={t('apiPage.whatEyebrow')}
        title={t('apiPage.whatTitle')}
        intro={text.page.whatIntro}
      >
        <OfferingGrid offerings={text.offerings} icons={ICONS} />
      </Section>
      <Section
        id="api-how"
        tone="surface"
        eyebrow={t('apiPage.howEyebrow')}
        title={t('apiPage.howTitle')}
      >
        <dl className="grid gap-5 sm:grid-cols-2">
          {text.principles.map((p) => (
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
      <Section
        id="api-samples"
        eyebrow={t('apiPage.samplesEyebrow')}
        title={t('apiPage.samplesTitle')}
      >
        <ApiSamples />
      </Section>
      <section id="api-cta" aria-labelledby="api-cta-title" className="scroll-mt-20 pb-16 sm:pb-24">
        <div className="container-page">
          <div className="rounded-3xl bg-hero px-6 py-10 text-white shadow-elevated sm:px-12 sm:py-14">
            <h2 id="api-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('apiPage.ctaTitle')}
            </h2>
            <p className="mt-3 max-w-2xl text-lg leading-relaxed text-navy-100">
              {text.page.ctaText}
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" variant="secondary">
                <Link to={KEYS_URL}>{t('apiPage.getKeys')}</Link>
              </Button>
              <Button asChild size="lg" variant="inverse-outline">
                <a href="/api/v1/openapi.json">{t('apiPage.openapi')}</a>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

/** The code samples, one tab a language: an island of the page (decision 030). */
export const ApiSamples = island('ApiSamples', function ApiSamples() {
  const { t } = useT();
  return (
    <Tabs defaultValue="curl" className="min-w-0">
      <TabsList aria-label={t('apiPage.samplesLanguage')}>
        {API_SAMPLES.map((s) => (
          <TabsTrigger key={s.id} value={s.id}>
            {s.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {API_SAMPLES.map((s) => (
        <TabsContent key={s.id} value={s.id} className="mt-4">
          {/* Code stays as it is in every language. */}
          <pre
            tabIndex={0}
            translate="no"
            aria-label={t('apiPage.sampleLabel', { language: s.label })}
            className="overflow-x-auto rounded-2xl bg-navy-950 p-5 text-sm leading-relaxed text-navy-50"
          >
            <code>{s.code}</code>
          </pre>
        </TabsContent>
      ))}
    </Tabs>
  );
});
