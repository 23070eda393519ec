import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The assistant's code (React Query, zod, the widget, toasts) loads when a visitor opens it, never with the page.
const LandingChatWidget = lazy(() => import('./landing-chat-widget').then((module) => ({ default: module.LandingChatWidget })));

/** The general assistant on the landing page: a plain button in the pre-rendered HTML, the widget once opened. */
export function LandingChat() {
  const [opened, setOpened] = useState(false);
  if (!opened) {
    return (
      <button
        type="button"
        onClick={() => setOpened(true)}
        data-testid="general-chat-open"
        className="fixed right-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-accent-600 px-4 text-sm font-medium text-white shadow-lg hover:bg-accent-700"
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        Ask Charter
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <LandingChatWidget />
    </Suspense>
  );
}
