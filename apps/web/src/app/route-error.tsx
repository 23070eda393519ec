import { AlertTriangle } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { handOverPrerendered } from '@/lib/prerendered';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Shown when a screen fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  useDocumentTitle('Something went wrong');
  // Whatever pre-rendered markup is showing, the app's now: an error page must not stay behind it.
  useLayoutEffect(handOverPrerendered, []);
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong while loading this page.';
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <AlertTriangle className="size-10 text-amber-500" aria-hidden="true" />
      <h1 className="text-xl font-semibold">We couldn’t show this page</h1>
      <p className="max-w-md text-muted">{message}</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
