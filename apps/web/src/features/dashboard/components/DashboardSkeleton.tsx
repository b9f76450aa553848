import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';

/**
 * The dashboard's shape while the session, the code and the data arrive (issue 35): greeting,
 * tab strip and the overview's cards. The pre-renderer writes it into /dashboard's HTML, so it is
 * the first paint after sign-in, and the app draws it again until the session has answered,
 * so nothing jumps when the app takes over.
 */
export function DashboardSkeleton() {
  const { t } = useT();
  return (
    <section className="container-page py-4 sm:py-8" aria-busy="true">
      <p role="status" className="sr-only">
        {t('dash.loadingSession')}
      </p>
      <Skeleton className="h-7 w-56 sm:h-9 sm:w-72" />
      <Skeleton className="mt-2 h-5 w-16" />
      <Skeleton className="mt-4 h-24 w-full sm:mt-6 sm:h-11 sm:w-[36rem]" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-72 lg:col-span-2" />
        <Skeleton className="h-72" />
      </div>
    </section>
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
