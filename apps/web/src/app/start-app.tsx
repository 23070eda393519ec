import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { currentUserQuery } from '@/features/auth/api/use-current-user';
import { prepareClassMerging } from '@/lib/cn';
import { takeHydrationData } from '@/lib/hydration-data';
import { nextTask } from '@/lib/next-task';
import { queryClient } from '@/lib/query-client';
import { App } from './app';
import { appRoutes, createAppRouter, loadMatchedRoutes } from './router';

/**
 * Renders the app into `container`, or hydrates the page the server rendered there (src/entry-server.tsx) from the same
 * routes and answers. Both as a transition: React then yields to the browser every few milliseconds instead of holding
 * the main thread for the whole tree.
 */
export async function startApp(container: HTMLElement, serverRendered: boolean): Promise<void> {
  prepareClassMerging();
  // A page the server rendered brings the answers it was rendered from and its router's state: in the cache, the
  // questions its first render asks are already answered.
  const routerState = takeHydrationData(queryClient);
  // Every screen asks who is signed in first: asked now, while the route's code is still loading.
  void queryClient.prefetchQuery(currentUserQuery);
  if (!serverRendered) {
    const router = createAppRouter();
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App client={queryClient}>
            <RouterProvider router={router} />
          </App>
        </StrictMode>,
      );
    });
    return;
  }
  // React adopts the server's markup instead of drawing the page again, once the code of the routes it shows is in
  // their route objects. Loaded a task later: their files are already here (preloaded), and imported now they would be
  // evaluated in this task, after the app's.
  await nextTask();
  await loadMatchedRoutes(appRoutes, window.location.pathname);
  const router = createAppRouter(routerState);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App
          client={queryClient}
          viewportWidth={Number(container.dataset.viewportWidth) || null}
          renderedCompanyId={container.dataset.companyId ?? null}
        >
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  });
}
