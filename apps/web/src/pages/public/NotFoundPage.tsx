import { Link, useLocation } from '@/lib/nav';
import { ArrowLeft, Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Seo } from '@/components/seo';
import { PAGES } from '@/config/pages';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

const SUGGESTIONS = ['rates', 'about', 'help', 'contact'] as const;

/** Any unknown path; under /fr or /sw, in that language (app/router.tsx, dist/fr/404.html). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { t, lp } = useT();
  return (
    <>
      <Seo
        path={pathname}
        noindex
        title={t('notFound.metaTitle')}
        description={t('notFound.metaDescription')}
      />
      <section className="relative overflow-hidden bg-surface">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(36rem_20rem_at_50%_0%,rgb(16_185_129/0.10),transparent_70%)]"
        />
        <div className="container-page relative flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl border border-border bg-white text-navy-800 shadow-card">
            <Compass className="size-6" aria-hidden="true" />
          </div>
          <p className="tabular mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-emerald-700">
            {t('notFound.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">
            {t('notFound.title')}
          </h1>
          <p className="mt-4 max-w-md text-lg text-slate-600">{t('notFound.text')}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to={lp(paths.home.getHref())}>
              <ArrowLeft aria-hidden="true" />
              {t('notFound.home')}
            </Link>
          </Button>
          <nav aria-label={t('notFound.popular')} className="mt-10">
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
              {SUGGESTIONS.map((id) => (
                <li key={id}>
                  <Link
                    to={lp(PAGES[id].path)}
                    className="font-medium text-navy-700 underline-offset-4 hover:underline"
                  >
                    {t(`page.${id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
    </>
  );
}
