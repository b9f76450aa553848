import { Link } from 'react-router';
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
import { Logo } from './Logo';
import { navLink, sectionLink } from './nav';

interface MenuLink {
  label: string;
  to: string;
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
    { label: 'Experience', value: `${STATS.experience.value} Years` },
    { label: 'Offices', value: `${STATS.offices.value} Locations` },
    { label: 'Pairs', value: `${STATS.currencyPairs.value} Currencies` },
  ];

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="full" className="lg:hidden" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="container-page flex h-16 shrink-0 items-center justify-between border-b border-border">
          <Link to={paths.home.getHref()} onClick={close} aria-label="Home">
            <Logo />
          </Link>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close menu">
              <X className="size-6" aria-hidden="true" />
            </Button>
          </SheetClose>
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation and account links</SheetDescription>

        <nav aria-label="Mobile" className="container-page flex-1 py-5">
          <div className="grid grid-cols-2 gap-x-6 gap-y-8">
            <MenuSection title="Exchange" links={exchange} onNavigate={close} />
            <MenuSection title="Company" links={company} onNavigate={close} />
          </div>

          <section aria-labelledby="mobile-menu-account" className="mt-8">
            <h2
              id="mobile-menu-account"
              className="text-xs font-semibold uppercase tracking-[0.14em] text-slate-600"
            >
              Account
            </h2>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {user ? (
                <>
                  <Button asChild variant="outline" size="lg">
                    <Link to={paths.dashboard.getHref()} onClick={close}>
                      Dashboard
                    </Link>
                  </Button>
                  <Button asChild size="lg">
                    <Link to={paths.dashboard.getHref('trading')} onClick={close}>
                      Exchange
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
                    Logout
                  </Button>
                </>
              ) : (
                <>
                  <Button asChild variant="outline" size="lg">
                    <Link to={paths.auth.getHref()} onClick={close}>
                      Login
                    </Link>
                  </Button>
                  <Button asChild size="lg">
                    <Link to={paths.trading.getHref()} onClick={close}>
                      Start Conversion
                    </Link>
                  </Button>
                </>
              )}
            </div>
          </section>
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
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: MenuLink[];
  onNavigate: () => void;
}) {
  const id = `mobile-menu-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.14em] text-slate-600">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-border">
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              onClick={onNavigate}
              className="flex items-center justify-between gap-2 py-3 text-base font-medium text-navy-900"
            >
              {l.label}
              <ArrowRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
