import { Outlet } from 'react-router';
import { cn } from '@/lib/utils';
import { LanguageSuggestion } from '@/components/language-suggestion';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * The public site's frame: its header, breadcrumbs and footer around the page. A chunk of its
 * own (issue 39): the signed-in app shell never draws it, so the dashboard does not load it.
 */
export default function PublicFrame({
  overHero,
  hideBreadcrumbs,
}: {
  overHero: boolean;
  hideBreadcrumbs: boolean;
}) {
  return (
    <>
      <Header overHero={overHero} />
      <main
        id="main"
        tabIndex={-1}
        className={cn('flex-1 outline-none', !overHero && 'pt-16 lg:pt-[4.5rem]')}
      >
        <div className={cn(overHero && 'absolute inset-x-0 top-16 z-30 lg:top-[4.5rem]')}>
          <LanguageSuggestion />
        </div>
        {hideBreadcrumbs ? null : (
          <div className="bg-surface">
            <div className="container-page pt-6">
              <Breadcrumbs />
            </div>
          </div>
        )}
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
