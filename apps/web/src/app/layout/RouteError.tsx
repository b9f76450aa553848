import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '@/lib/nav';
import { Button } from '@/components/ui/button';

/** Last-resort error screen. A failed lazy chunk (after a deploy) is fixed by a reload. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'An unexpected error occurred.';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="container-page flex min-h-dvh flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold text-navy-900">Something went wrong</h1>
      <p className="mt-3 max-w-md text-slate-600">
        {message} Please reload the page or go back home.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
