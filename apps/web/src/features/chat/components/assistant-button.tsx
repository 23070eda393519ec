import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const ASSISTANT_BUTTON_ID = 'assistant-button';
export const ASSISTANT_PANEL_ID = 'assistant-panel';

/**
 * The one way to the two assistants when signed in (spec §2 Chat widgets), docked in the header: a button floating
 * over the page covered its controls (a table's Action column, a phone's task cards and prices) wherever it stood.
 */
export function AssistantButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      id={ASSISTANT_BUTTON_ID}
      variant="secondary"
      size="sm"
      className="shrink-0 text-accent-700 max-sm:size-10 max-sm:px-0"
      aria-expanded={open}
      aria-controls={ASSISTANT_PANEL_ID}
      onClick={onToggle}
      data-testid="assistant-open"
    >
      <MessageCircle aria-hidden="true" />
      <span className="hidden sm:inline">Ask Charter</span>
      <span className="sr-only sm:hidden">Ask Charter</span>
    </Button>
  );
}
