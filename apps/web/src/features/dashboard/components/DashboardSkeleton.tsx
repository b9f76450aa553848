import { FIRST_BALANCE_ATTR } from '@mizani/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import { Logo } from '@/components/layout/logo';
import { firstBalance } from '../first-balance';

/** The open place's room in the app shell: under the header, beside the side navigation on
 *  desktop, above the bottom bar on phones. Shared by the shell and its skeleton, so nothing
 *  moves when the app replaces one with the other. */
export const SHELL_MAIN = 'block pt-14 pb-24 outline-none lg:pt-16 lg:pb-10 lg:pl-64';
export const SHELL_CONTENT = 'mx-auto max-w-6xl px-4 py-4 sm:px-6 lg:px-10 lg:py-8';
/** The balance hero's figure, drawn alike by the skeleton and the hero. */
export const BALANCE_FIGURE =
  'text-4xl font-bold tracking-tight tabular-nums break-all sm:text-5xl';

/**
 * The app shell's shape while the session, the code and the data arrive (issues 35 and 39): the
 * header with the brand, the side navigation (desktop) or the bottom bar (phones), the greeting,
 * the balance hero and the wallet cards. The pre-renderer writes it into /dashboard's HTML, so it
 * is the first paint after sign-in, and the app draws it again until the session has answered;
 * its boxes are the shell's own (CSS only, no script needed to choose phone or desktop).
 */
export function DashboardSkeleton() {
  const { t } = useT();
  return (
    <div className="min-h-dvh bg-surface">
      <header className="fixed inset-x-0 top-0 z-40 flex h-14 items-center gap-2 border-b border-border bg-white/95 px-3 sm:px-4 lg:h-16 lg:px-6">
        <Logo className="[&_span]:text-lg [&_svg]:size-7 lg:[&_span]:text-xl lg:[&_svg]:size-8" />
        <div className="ml-auto flex items-center gap-2">
          <Skeleton className="hidden h-9 w-24 lg:block" />
          <Skeleton className="hidden h-9 w-36 lg:block" />
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="size-9 rounded-full" />
        </div>
      </header>
      <div className="fixed top-16 bottom-0 left-0 z-30 hidden w-64 flex-col gap-3 border-r border-border bg-white px-3 py-4 lg:flex">
        <Skeleton className="h-9 w-full" />
        {Array.from({ length: 11 }, (_, i) => (
          <Skeleton key={i} className="h-7 w-4/5" />
        ))}
      </div>
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-white/95 pb-[env(safe-area-inset-bottom)] lg:hidden">
        <div className="mx-auto grid h-16 max-w-xl grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="flex flex-col items-center justify-center gap-1.5">
              <Skeleton className="h-6 w-6 rounded-full" />
              <Skeleton className="h-2.5 w-10" />
            </div>
          ))}
        </div>
      </div>
      <main id="main" tabIndex={-1} className={SHELL_MAIN}>
        <section className={SHELL_CONTENT} aria-busy="true">
          <p role="status" className="sr-only">
            {t('dash.loadingSession')}
          </p>
          <div className="flex items-center gap-3">
            <Skeleton className="h-8 w-56 sm:w-72" />
            <Skeleton className="h-5 w-14" />
          </div>
          {/* The hero and the wallet cards at their drawn heights (390 and 1280 px screenshots). */}
          <BalanceHeroSkeleton />
          <Skeleton className="mt-6 h-6 w-32" />
          <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-32 rounded-2xl" />
            <Skeleton className="h-32 rounded-2xl" />
          </div>
        </section>
      </main>
    </div>
  );
}

/**
 * The balance hero in its own colours, its rows where the hero draws them. The balance itself is
 * the server's to write (site/dashboard-balance.ts, into the element marked data-first-balance):
 * the client's total, so the first paint already shows it; left empty (a pulsing bar) for a
 * visitor it cannot write it for.
 */
function BalanceHeroSkeleton() {
  const bar = 'bg-white/20';
  return (
    <div className="mt-4 h-[15.5rem] overflow-hidden rounded-2xl bg-gradient-to-br from-navy-900 via-navy-800 to-emerald-900 p-5 text-white shadow-elevated sm:mt-6 sm:h-[16.5rem] sm:p-7">
      <div className="flex h-8 items-center justify-between gap-2">
        <Skeleton className={`h-4 w-20 ${bar}`} />
        <Skeleton className={`h-8 w-20 rounded-full ${bar}`} />
      </div>
      <div className="mt-2 min-h-12">
        <p
          {...{ [FIRST_BALANCE_ATTR]: '' }}
          className={`${BALANCE_FIGURE} empty:h-10 empty:w-48 empty:animate-pulse empty:rounded-lg empty:bg-white/20`}
        >
          {firstBalance()}
        </p>
      </div>
      <Skeleton className={`mt-1 h-3 w-44 ${bar}`} />
      <div className="mt-6 flex justify-around gap-4 sm:justify-start sm:gap-10">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="flex flex-col items-center gap-1.5">
            <Skeleton className={`size-12 rounded-full ${bar}`} />
            <Skeleton className={`h-3 w-12 ${bar}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A tab's place while its code loads: its cards' shape, not a spinner. */
export function TabSkeleton() {
  const { t } = useT();
  return (
    <div className="grid gap-4" aria-busy="true">
      <p role="status" className="sr-only">
        {t('dash.loading')}
      </p>
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-64 lg:col-span-2" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
