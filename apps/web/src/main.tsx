import { nextTask } from './lib/next-task';
import { SERVER_RENDERED, watchPrerenderedFocus } from './lib/prerendered';
import './styles.css';

// Zod (loaded by the pages with forms) compiles a parser with `new Function` when the page allows it; ours does not (CSP
// script-src 'self'), so its probe only made the browser report a refused eval. `jitless` skips the probe. Set through the
// global Zod reads its settings from, so the app's start does not load Zod to configure it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * The app's start, split by dynamic import into three parts the browser evaluates in tasks of their own: React's DOM
 * renderer (the largest file, ~200 KB), the router and React Query, then the app (app/start-app.tsx). Evaluated as one
 * module graph they held the main thread for one long task while the page (pre-rendered sign-in, or the server's
 * rendering of the dashboard) was already on screen and could not answer a tap. Sign-in is an app of its own: React and
 * the sign-in screen, none of the rest (issue 14: /login downloads ≤ 120 KB).
 */
async function start(): Promise<void> {
  watchPrerenderedFocus();
  const root = document.getElementById('root')!;
  await import('react-dom/client');
  await nextTask();
  if (window.location.pathname === '/login' || window.location.pathname === '/signup') {
    const { startSignIn } = await import('./app/sign-in-app');
    startSignIn(root);
    return;
  }
  await import('./app/app-libraries');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await startApp(root, root.hasAttribute(SERVER_RENDERED));
}

void start();
