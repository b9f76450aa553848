import { Link } from '@/lib/nav';
import { ArrowRight, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
} from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { STATS } from '@/content/site';
import { useAuth } from '@/lib/session';
import { LanguageSwitcher } from '@/components/language-switcher';
import type { MessageId } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { Logo } from '@/components/layout/logo';
import { navLink, sectionLink } from './nav';

interface MenuLink {
  label: string;
  to: string;
  key: MessageId;
}

/**
 * Full-screen mobile menu (spec §2): sections Exchange, Company, Account and three stats.
 * Loaded on first open (the header owns the "Open menu" button), so Radix Dialog is not part of
 * the first-load JavaScript.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { user, isAdmin, signOut } = useAuth();
  const close = () => onOpenChange(false);
  const { t, lp } = useT();

  const exchange: MenuLink[] = [navLink('rates'), navLink('trading'), sectionLink('calculator')];
  const company: MenuLink[] = [
    navLink('home'),
    navLink('about'),
    navLink('offices'),
    navLink('team'),
    navLink('careers'),
    ...(isAdmin ? [navLink('admin')] : []),
  ];
  const stats = [
    { label: t('menu.statExperience'), value: t('menu.statYears', { n: STATS.experience.value }) },
    { label: t('menu.statOffices'), value: t('menu.statLocations', { n: STATS.offices.value }) },
    {
      label: t('menu.statPairs'),
      value: t('menu.statCurrencies', { n: STATS.currencyPairs.value }),
    },
  ];

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="full" className="lg:hidden" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="container-page flex h-16 shrink-0 items-center justify-between border-b border-border">
          <Link to={lp(paths.home.getHref())} onClick={close} aria-label={t('page.home')}>
            <Logo />
          </Link>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('shell.closeMenu')}>
              <X className="size-6" aria-hidden="true" />
            </Button>
          </SheetClose>
        </div>
        <SheetTitle className="sr-only">{t('shell.menu')}</SheetTitle>
        <SheetDescription className="sr-only">{t('shell.menuDescription')}</SheetDescription>

        <nav aria-label={t('shell.navMobile')} className="container-page flex-1 py-5">
          <div className="grid grid-cols-2 gap-x-6 gap-y-8">
            <MenuSection
              id="exchange"
              title={t('menu.exchange')}
              links={exchange}
              onNavigate={close}
            />
            <MenuSection
              id="company"
              title={t('footer.company')}
              links={company}
              onNavigate={close}
            />
          </div>

          <section aria-labelledby="mobile-menu-account" className="mt-8">
            <h2
              id="mobile-menu-account"
              className="text-xs font-semibold uppercase tracking-[0.14em] text-slate-600"
            >
              {t('menu.account')}
            </h2>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {user ? (
                <>
                  <Button asChild variant="outline" size="lg">
                    <Link to={paths.dashboard.getHref()} onClick={close}>
                      {t('shell.dashboard')}
                    </Link>
                  </Button>
                  <Button asChild size="lg">
                    <Link to={paths.dashboard.getHref('trading')} onClick={close}>
                      {t('shell.exchange')}
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    size="lg"
                    className="sm:col-span-2"
                    onClick={() => {
                      close();
                      void signOut();
                    }}
                  >
                    {t('shell.logout')}
                  </Button>
                </>
              ) : (
                <>
                  <Button asChild variant="outline" size="lg">
                    <Link to={lp(paths.auth.getHref())} onClick={close}>
                      {t('shell.login')}
                    </Link>
                  </Button>
                  <Button asChild size="lg">
                    <Link to={lp(paths.trading.getHref())} onClick={close}>
                      {t('shell.startConversion')}
                    </Link>
                  </Button>
                </>
              )}
            </div>
          </section>
          <LanguageSwitcher variant="light" className="mt-8" />
        </nav>

        <dl className="grid grid-cols-3 border-t border-border bg-surface">
          {stats.map((s) => (
            <div key={s.label} className="px-3 py-5 text-center">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
                {s.label}
              </dt>
              <dd className="mt-1 text-sm font-semibold text-navy-900">{s.value}</dd>
            </div>
          ))}
        </dl>
      </SheetContent>
    </Sheet>
  );
}

function MenuSection({
  id: sectionId,
  title,
  links,
  onNavigate,
}: {
  id: string;
  title: string;
  links: MenuLink[];
  onNavigate: () => void;
}) {
  const { t, lp } = useT();
  const id = `mobile-menu-${sectionId}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.14em] text-slate-600">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-border">
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={lp(l.to)}
              onClick={onNavigate}
              className="flex items-center justify-between gap-2 py-3 text-base font-medium text-navy-900"
            >
              {t(l.key)}
              <ArrowRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
