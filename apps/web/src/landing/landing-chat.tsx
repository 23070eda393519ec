import { lazy, Suspense, useSyncExternalStore } from 'react';

// The assistant's code (React Query, the widget, toasts) loads after the landing page has painted and hydrated.
const LandingChatWidget = lazy(() => import('./landing-chat-widget').then((module) => ({ default: module.LandingChatWidget })));

const subscribeNever = () => () => undefined;

/** The general assistant on the landing page: nothing in the pre-rendered HTML, the widget once the page is live. */
export function LandingChat() {
  // False while rendering to HTML and hydrating, true once the page runs in the browser.
  const live = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!live) return null;
  return (
    <Suspense fallback={null}>
      <LandingChatWidget />
    </Suspense>
  );
}
