import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { BusinessContext } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdvisorChat } from './advisor-chat';
import { ASSISTANT_BUTTON_ID, ASSISTANT_PANEL_ID } from './assistant-button';
import type { ServiceCardActions } from './chat-panel';
import { GeneralChat } from './general-chat';

export type AssistantTab = 'general' | 'advisor';

interface AssistantPanelProps {
  open: boolean;
  onClose: () => void;
  tab: AssistantTab;
  onTabChange: (tab: AssistantTab) => void;
  userId: string;
  businessContext: BusinessContext | null;
  /** The selected company, which the advisor answers about; without one there is only the general assistant. */
  company: { id: string; name: string } | null;
  actions: ServiceCardActions;
}

/**
 * Both assistants in one panel, as tabs, opened from the header's Ask Charter button. It drops below the header: on a
 * phone it fills the window under it; wider, it is a column at the right that stops short of the bottom, where toasts
 * show (toaster.tsx). Both conversations stay mounted (the inactive one, and the whole panel once closed, hidden), so a
 * reply on its way still arrives when the founder switches tab or closes the panel.
 */
export function AssistantPanel({ open, onClose, tab, onTabChange, userId, businessContext, company, actions }: AssistantPanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  const active = company ? tab : 'general';

  // Opening moves focus into the panel: to the question box with a mouse or keyboard, to the tab on a touch screen
  // (where focusing the box would raise the keyboard over the conversation).
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const target = window.matchMedia('(pointer: fine)').matches
      ? panel?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"] textarea')
      : panel?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    target?.focus();
  }, [open, active]);

  const close = () => {
    onClose();
    document.getElementById(ASSISTANT_BUTTON_ID)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) close();
  };

  return (
    <section
      ref={panelRef}
      id={ASSISTANT_PANEL_ID}
      aria-label="Assistants"
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 top-[4.5rem] bottom-2 z-40 flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-auto sm:h-[min(36rem,calc(100dvh-11rem))] sm:w-[24rem]"
      data-testid="assistant-panel"
    >
      <Tabs value={active} onValueChange={(value) => onTabChange(value as AssistantTab)} className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-center gap-1 border-b border-line p-2">
          <TabsList aria-label="Assistants" className="min-w-0 flex-1">
            <TabsTrigger value="general" className="px-2">
              Charter assistant
            </TabsTrigger>
            {company && (
              <TabsTrigger value="advisor" className="px-2">
                Compliance advisor
              </TabsTrigger>
            )}
          </TabsList>
          <Button size="icon" variant="ghost" className="shrink-0" aria-label="Close assistants" onClick={close}>
            <X aria-hidden="true" />
          </Button>
        </div>
        <TabsContent value="general" forceMount className="min-h-0 flex-1 outline-none data-[state=inactive]:hidden">
          <GeneralChat owner={userId} businessContext={businessContext} actions={actions} />
        </TabsContent>
        {company && (
          <TabsContent value="advisor" forceMount className="flex min-h-0 flex-1 flex-col outline-none data-[state=inactive]:hidden">
            <p className="truncate border-b border-line px-3 py-1.5 text-xs text-muted">About {company.name}</p>
            <div className="min-h-0 flex-1">
              <AdvisorChat key={company.id} userId={userId} company={company} actions={actions} />
            </div>
          </TabsContent>
        )}
      </Tabs>
    </section>
  );
}
