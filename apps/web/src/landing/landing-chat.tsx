import { lazy, Suspense, useEffect, useState } from 'react';

// The assistant's code (React Query, the widget, toasts) loads after the landing page has painted and hydrated.
const LandingChatWidget = lazy(() => import('./landing-chat-widget').then((module) => ({ default: module.LandingChatWidget })));

/** The general assistant on the landing page: nothing in the pre-rendered HTML, the widget once the page is live. */
export function LandingChat() {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!live) return null;
  return (
    <Suspense fallback={null}>
      <LandingChatWidget />
    </Suspense>
  );
}
