import { Link, useLocation } from 'react-router';
import { ArrowLeft, Compass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Seo } from '@/components/seo';
import { NOT_FOUND_META } from '@/config/page-meta';
import { PAGES } from '@/config/pages';
import { paths } from '@/config/paths';

const SUGGESTIONS = [PAGES.rates, PAGES.about, PAGES.help, PAGES.contact].map((p) => ({
  label: p.title,
  to: p.path,
}));

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo path={pathname} noindex {...NOT_FOUND_META} />
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
            Error 404
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">
            Oops! Page not found
          </h1>
          <p className="mt-4 max-w-md text-lg text-slate-600">
            The page you are looking for doesn’t exist or has moved.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to={paths.home.getHref()}>
              <ArrowLeft aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
          <nav aria-label="Popular pages" className="mt-10">
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
              {SUGGESTIONS.map((s) => (
                <li key={s.to}>
                  <Link
                    to={s.to}
                    className="font-medium text-navy-700 underline-offset-4 hover:underline"
                  >
                    {s.label}
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
