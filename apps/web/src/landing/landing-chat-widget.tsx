import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { GeneralChatWidget } from '@/features/chat/components/general-chat-widget';
import type { ServiceCardActions } from '@/features/chat/components/chat-panel';
import { queryClient } from '@/lib/query-client';

// A visitor has no company or cart yet: each card action leads to sign-in, where they continue.
const toLogin = () => window.location.assign('/login');
const actions: ServiceCardActions = { onAddToCart: toLogin, onBook: toLogin, onLearnMore: toLogin };

/** The general assistant for signed-out visitors (its call needs no sign-in). */
export function LandingChatWidget() {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="fixed right-4 bottom-4 z-40">
        <GeneralChatWidget owner="visitor" businessContext={null} actions={actions} initiallyOpen />
      </div>
      <Toaster />
    </QueryClientProvider>
  );
}
