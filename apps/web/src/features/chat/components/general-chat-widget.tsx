import { MessageCircle, Minus, X } from 'lucide-react';
import { useState } from 'react';
import type { BusinessContext } from '@charter/shared';
import { Button } from '@/components/ui/button';
import type { ServiceCardActions } from './chat-panel';
import { GeneralChat } from './general-chat';

type WidgetState = 'closed' | 'open' | 'minimised';

/**
 * Spec §2: the general assistant floating on the landing page — a closed button, an open panel or a minimised bar.
 * (Signed in, both assistants share one panel opened from the header: AssistantPanel.)
 */
export function GeneralChatWidget({
  owner,
  businessContext,
  actions,
  initiallyOpen = false,
}: {
  /** Whose conversation this is ("visitor" when signed out). */
  owner: string;
  businessContext: BusinessContext | null;
  actions: ServiceCardActions;
  /** Opened already (the landing page loads the widget when its button is pressed). */
  initiallyOpen?: boolean;
}) {
  const [state, setState] = useState<WidgetState>(initiallyOpen ? 'open' : 'closed');

  if (state === 'closed') {
    return (
      <Button className="h-12 rounded-full shadow-lg" onClick={() => setState('open')} data-testid="general-chat-open">
        <MessageCircle aria-hidden="true" />
        Ask Charter
      </Button>
    );
  }
  return (
    <section
      aria-label="Charter assistant"
      className="flex w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-line bg-white shadow-xl"
      style={state === 'open' ? { height: 'min(34rem, calc(100vh - 6rem))' } : undefined}
    >
      <header className="flex items-center gap-2 border-b border-line px-3 py-2">
        <MessageCircle className="size-4 text-accent-700" aria-hidden="true" />
        <h2 className="flex-1 text-sm font-semibold text-ink">Charter assistant</h2>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={state === 'open' ? 'Minimise assistant' : 'Expand assistant'}
          onClick={() => setState(state === 'open' ? 'minimised' : 'open')}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Button size="icon" variant="ghost" className="size-8" aria-label="Close assistant" onClick={() => setState('closed')}>
          <X aria-hidden="true" />
        </Button>
      </header>
      {/* Minimised, the conversation stays mounted (hidden): a reply on its way still arrives. */}
      <div className="min-h-0 flex-1" hidden={state !== 'open'}>
        <GeneralChat owner={owner} businessContext={businessContext} actions={actions} />
      </div>
    </section>
  );
}
