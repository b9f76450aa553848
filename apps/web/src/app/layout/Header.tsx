import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from '@/lib/nav';
import { LogOut, Menu, Search } from 'lucide-react';
import { LIMITS } from '@mizani/shared/constants/limits';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { EARLY_TAP_BUSY } from '@/lib/early-tap';
import { useAuth } from '@/lib/session';
import { cn } from '@/lib/utils';
import { BRAND } from '@/config/brand';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useT } from '@/lib/i18n/use-t';
import { Logo } from '@/components/layout/logo';
import { MAIN_NAV, navLink } from './nav';
import { island } from '@/lib/island';
import { Later } from '@/lib/later';

// Both overlays load on first use: Radix Dialog and the search index stay out of first-load JS.
const loadSearch = () => import('@/features/site-search/components/SiteSearchDialog');
const loadMenu = () => import('./MobileMenu');
const SiteSearchDialog = lazy(() => loadSearch().then((m) => ({ default: m.SiteSearchDialog })));
const MobileMenu = lazy(loadMenu);

/** Remember the focused element (or the opener button) to return focus to on close. */
function rememberFocus(target: { current: HTMLElement | null }, fallback: HTMLElement | null) {
  const active = document.activeElement;
  target.current = active instanceof HTMLElement && active !== document.body ? active : fallback;
}

/**
 * Site header (spec §2): transparent over the home hero until the page scrolls past
 * LIMITS.headerSolidAfterPx, solid everywhere else. Signed-out and pre-rendered: Login and Start
 * Conversion; signed in: Dashboard, Exchange (dashboard trading tab) and Logout.
 */
function HeaderView({ overHero }: { overHero: boolean }) {
  const { user, isAdmin, signOut } = useAuth();
  const { t, lp } = useT();
  const [scrolled, setScrolled] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first open on, so closing can animate and focus returns to the opener.
  const [searchUsed, setSearchUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  // The overlays have no Radix Trigger, so focus is handed back to whatever opened them.
  const searchButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    returnFocus.current?.focus();
  };
  const openSearch = () => {
    rememberFocus(returnFocus, searchButton.current);
    setSearchUsed(true);
    setSearchOpen(true);
  };

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > LIMITS.headerSolidAfterPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Ctrl+K / ⌘K opens the search overlay from anywhere.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        rememberFocus(returnFocus, searchButton.current);
        setSearchUsed(true);
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const solid = !overHero || scrolled;
  const nav = isAdmin ? [...MAIN_NAV, navLink('admin')] : MAIN_NAV;

  return (
    <header
      data-solid={solid ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,border-color,box-shadow] duration-200',
        solid
          ? 'border-b border-border bg-white/95 shadow-[0_1px_12px_-6px_rgb(11_31_58/0.18)] backdrop-blur supports-[backdrop-filter]:bg-white/85'
          : // Over the home hero: the hero's own navy at 80%, so it still reads as one with the
            // hero, but the links keep AA contrast on whatever is behind them, even mid-fade or
            // before the hero paints (Lighthouse color-contrast on the nav links, issue 34).
            'border-b border-transparent bg-navy-900/80',
      )}
    >
      <div className="container-page flex h-16 items-center gap-4 lg:h-[4.5rem]">
        <Link
          to={lp(paths.home.getHref())}
          aria-label={t('shell.brandHome', { brand: BRAND.name })}
          className="rounded-md focus-visible:outline-offset-4"
        >
          <Logo inverse={!solid} />
        </Link>

        {/* French and Swahili labels are longer: tighter spacing keeps each on one line. */}
        <nav aria-label={t('shell.navMain')} className="ml-2 hidden lg:block xl:ml-4">
          <ul className="flex items-center gap-0.5">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={lp(item.to)}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium transition-colors',
                      solid
                        ? isActive
                          ? 'bg-navy-50 text-navy-900'
                          : 'text-slate-700 hover:bg-accent hover:text-navy-900'
                        : isActive
                          ? 'bg-white/10 text-white'
                          : 'text-navy-100 hover:bg-white/10 hover:text-white',
                    )
                  }
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* The controls hydrate a task after the logo and links (lib/later.tsx). */}
        <Later>
          <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
            <Button
              variant="ghost"
              size="icon"
              ref={searchButton}
              aria-label={t('shell.search')}
              title={t('shell.searchShortcut')}
              aria-haspopup="dialog"
              onClick={openSearch}
              onPointerEnter={() => void loadSearch()}
              onFocus={() => void loadSearch()}
              // A tap before hydration is replayed (lib/early-tap.ts).
              data-early-tap="search"
              className={cn(
                EARLY_TAP_BUSY,
                !solid && 'text-white hover:bg-white/10 hover:text-white',
              )}
            >
              <Search className="size-5" aria-hidden="true" />
            </Button>

            <LanguageSwitcher variant={solid ? 'light' : 'hero'} className="hidden lg:flex" />
            <div className="hidden items-center gap-2 lg:flex">
              {user ? (
                <>
                  <Button
                    asChild
                    variant={solid ? 'ghost' : 'inverse-outline'}
                    className={cn(!solid && 'border-transparent bg-transparent')}
                  >
                    <Link to={paths.dashboard.getHref()}>{t('shell.dashboard')}</Link>
                  </Button>
                  <Button asChild variant={solid ? 'default' : 'secondary'}>
                    <Link to={paths.dashboard.getHref('trading')}>{t('shell.exchange')}</Link>
                  </Button>
                  {/* Below 1536 px the icon alone (its name stays for screen readers and as a tooltip). */}
                  <Button
                    variant={solid ? 'outline' : 'inverse-outline'}
                    title={t('shell.logout')}
                    className="max-2xl:px-3"
                    onClick={() => void signOut()}
                  >
                    <LogOut aria-hidden="true" />
                    <span className="sr-only 2xl:not-sr-only">{t('shell.logout')}</span>
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    asChild
                    variant="ghost"
                    className={cn(!solid && 'text-white hover:bg-white/10 hover:text-white')}
                  >
                    <Link to={lp(paths.auth.getHref())}>{t('shell.login')}</Link>
                  </Button>
                  <Button asChild variant={solid ? 'default' : 'secondary'}>
                    <Link to={lp(paths.trading.getHref())}>{t('shell.startConversion')}</Link>
                  </Button>
                </>
              )}
            </div>

            <Button
              variant="ghost"
              size="icon"
              ref={menuButton}
              aria-label={t('shell.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => {
                rememberFocus(returnFocus, menuButton.current);
                setMenuUsed(true);
                setMenuOpen(true);
              }}
              onPointerEnter={() => void loadMenu()}
              onFocus={() => void loadMenu()}
              data-early-tap="menu"
              className={cn(
                'lg:hidden',
                EARLY_TAP_BUSY,
                !solid && 'text-white hover:bg-white/10 hover:text-white',
              )}
            >
              <Menu className="size-6" aria-hidden="true" />
            </Button>
          </div>
        </Later>
      </div>
      <Suspense fallback={null}>
        {searchUsed ? (
          <SiteSearchDialog
            open={searchOpen}
            onOpenChange={setSearchOpen}
            onCloseAutoFocus={restoreFocus}
          />
        ) : null}
        {menuUsed ? (
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} onCloseAutoFocus={restoreFocus} />
        ) : null}
      </Suspense>
    </header>
  );
}

/** An island on pre-rendered pages (decision 030). */
export const Header = island('Header', HeaderView);
