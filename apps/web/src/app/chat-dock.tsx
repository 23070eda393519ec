import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { ChatServiceCard, Service } from '@charter/shared';
import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import type { BookingTopic } from '@/features/bookings/components/booking-dialog';
import { OneProductDialog } from '@/features/cart/components/one-product-dialog-lazy';
import { useAddToCartFlow } from '@/features/cart/hooks/use-add-to-cart-flow';
import { catalogueQueries } from '@/features/catalogue/api/queries';
import { ServiceDetailDialog } from '@/features/catalogue/components/service-detail-dialog';
import type { AssistantTab } from '@/features/chat/components/assistant-panel';
import type { ServiceCardActions } from '@/features/chat/components/chat-panel';
import { businessInfoOf, useSelectedCompany } from '@/features/companies/hooks/use-selected-company';

// The conversations and the booking form (with the Zod they check what they keep and send with) load when first opened:
// the dock itself loads on every signed-in page.
const AssistantPanel = lazy(() =>
  import('@/features/chat/components/assistant-panel').then((module) => ({ default: module.AssistantPanel })),
);
const BookingDialog = lazy(() =>
  import('@/features/bookings/components/booking-dialog').then((module) => ({ default: module.BookingDialog })),
);

/** Where founders work on their obligations: the panel opens on the compliance advisor there, until a tab is chosen. */
const advisorPaths = ['/compliance', '/dashboard'];

/**
 * The two assistants of the signed-in area (spec §2) in one panel, opened from the header's Ask Charter button, with
 * their service cards wired to the real cart (one-product rules included), the booking modal and the service's detail.
 * Loaded after the page (or when the button is pressed first), never with /login.
 */
export function ChatDock({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useCurrentUser();
  const { selected } = useSelectedCompany();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const flow = useAddToCartFlow(selected?.id);
  const [detail, setDetail] = useState<Service | null>(null);
  const [booking, setBooking] = useState<BookingTopic | null>(null);
  // The tab the founder chose last; until then the page the panel was opened on decides.
  const [chosenTab, setChosenTab] = useState<AssistantTab | null>(null);
  const [pageTab, setPageTab] = useState<AssistantTab>('general');
  // Mounted from the first opening on, then only hidden: a closed panel keeps its conversations and their replies.
  const [opened, setOpened] = useState(false);
  const [bookingOpened, setBookingOpened] = useState(false);
  if (booking && !bookingOpened) setBookingOpened(true);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpened(true);
      setPageTab(advisorPaths.some((path) => pathname.startsWith(path)) ? 'advisor' : 'general');
    }
  }
  if (!user.data) return null;

  // The catalogue (38 KB) is asked for when a card's details are, not as the dock loads on every signed-in page.
  const showDetail = (card: ChatServiceCard) =>
    queryClient.fetchQuery(catalogueQueries.services()).then(
      ({ services }) => {
        const service = services.find((candidate) => candidate.id === card.id);
        if (service) setDetail(service);
        else toast.info('More information coming soon!');
      },
      () => toast.error('Could not load the service’s details. Please try again.'),
    );
  const actions: ServiceCardActions = {
    onAddToCart: (card) => flow.addService({ id: card.id, name: card.name }),
    onBook: (card) =>
      setBooking({
        service_name: card.name,
        service_id: card.id,
        business_context: selected ? { company_id: selected.id, company_name: selected.name, country: selected.country } : undefined,
      }),
    onLearnMore: (card) => void showDetail(card),
  };
  const context = selected ? businessInfoOf(selected) : null;

  return (
    <>
      {opened && (
        <Suspense fallback={null}>
          <AssistantPanel
            open={open}
            onClose={() => onOpenChange(false)}
            tab={chosenTab ?? pageTab}
            onTabChange={setChosenTab}
            userId={user.data.id}
            businessContext={context ? { countries: context.countries, state: context.state } : null}
            company={selected ? { id: selected.id, name: selected.name } : null}
            actions={actions}
          />
        </Suspense>
      )}
      <ServiceDetailDialog
        service={detail}
        onOpenChange={(next) => !next && setDetail(null)}
        inCart={detail ? flow.isInCart(detail.id) : false}
        adding={detail !== null && flow.adding === detail.id}
        onAdd={flow.addService}
        onBook={(service) => {
          setDetail(null);
          setBooking({ service_name: service.name, service_id: service.id });
        }}
      />
      {bookingOpened && (
        <Suspense fallback={null}>
          <BookingDialog
            topic={booking}
            defaults={{ name: user.data.name, email: user.data.email, timeZone: user.data.time_zone }}
            onOpenChange={(next) => !next && setBooking(null)}
          />
        </Suspense>
      )}
      <OneProductDialog inCart={flow.inCartName} open={flow.blockedOpen} onOpenChange={flow.setBlockedOpen} />
    </>
  );
}
