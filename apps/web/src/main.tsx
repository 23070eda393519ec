import { evaluateFirstScreenFiles } from './lib/first-screen-files';
import { nextTask } from './lib/next-task';
import { SERVER_RENDERED, watchPrerenderedFocus } from './lib/prerendered';
import './styles.css';

// Zod (loaded by the pages with forms) compiles a parser with `new Function` when the page allows it; ours does not (CSP
// script-src 'self'), so its probe only made the browser report a refused eval. `jitless` skips the probe. Set through the
// global Zod reads its settings from, so the app's start does not load Zod to configure it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * The app starts in steps, each its own task: the first screen's files, evaluated one a task in the order its shell
 * lists them (lib/first-screen-files.ts); React; the query cache, with the answers a drawn page carries; the router's
 * library; then the app's routes and screens. Evaluated as one module graph they held the main thread for ~220 ms on a
 * mid-range phone (Lighthouse mobile, 4× CPU), while the page (pre-rendered sign-in, or the server's drawing of the
 * dashboard) was already on screen and could not answer a tap.
 */
async function start(): Promise<void> {
  watchPrerenderedFocus();
  await evaluateFirstScreenFiles(nextTask);
  const [{ createRoot, hydrateRoot }, { StrictMode, startTransition }] = await Promise.all([import('react-dom/client'), import('react')]);
  await nextTask();
  // Sign-in is an app of its own: React and the sign-in screen, none of the rest (issue 14: /login downloads ≤ 120 KB).
  if (window.location.pathname === '/login' || window.location.pathname === '/signup') {
    const { SignInApp } = await import('./app/sign-in-app');
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <SignInApp />
      </StrictMode>,
    );
    return;
  }
  const { queryClient, currentUserQuery, takeHydrationData } = await import('./app/boot-data');
  // A page the server rendered brings the answers it was rendered from and its router's state: in the cache, the
  // questions its first render asks are already answered.
  const routerState = takeHydrationData(queryClient);
  // Every screen asks who is signed in first: asked now, while the route's code is still loading (each route's loader
  // asks for what its page reads).
  void queryClient.prefetchQuery(currentUserQuery);
  await nextTask();
  // The router's library on its own, then the app's routes and frame that use it.
  const { RouterProvider } = await import('./app/boot-router');
  await nextTask();
  const [{ App }, { appRoutes, createAppRouter, loadMatchedRoutes }] = await Promise.all([import('./app/app'), import('./app/router')]);
  const container = document.getElementById('root')!;
  if (container.hasAttribute(SERVER_RENDERED)) {
    // A page the server rendered (src/entry-server.tsx) from the same routes and answers: React adopts its markup instead of
    // drawing the page again, once the code of the routes it shows is in their route objects.
    await loadMatchedRoutes(appRoutes, window.location.pathname);
    await nextTask();
    const router = createAppRouter(routerState);
    const viewportWidth = Number(container.dataset.viewportWidth) || null;
    const renderedCompanyId = container.dataset.companyId ?? null;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
    // the whole page (React's own hydration is otherwise one blocking task).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App client={queryClient} viewportWidth={viewportWidth} renderedCompanyId={renderedCompanyId}>
            <RouterProvider router={router} />
          </App>
        </StrictMode>,
      );
    });
    return;
  }
  const router = createAppRouter();
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
  // for the whole tree.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App client={queryClient}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  });
}

void start();
