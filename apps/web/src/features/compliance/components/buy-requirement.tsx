import { createLucideIcon } from 'lucide-react';
import { createContext, useContext } from 'react';
import type { Requirement } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

export interface BuyRequirement {
  /** Puts the requirement's service in the cart (the page composes the cart feature in). */
  buy: (requirement: Requirement) => void;
  inCart: (productId: string) => boolean;
  /** The product being added now. */
  adding: string | null;
}

/**
 * Lucide's shopping cart drawn as one path (its two strokes and two wheels as subpaths) rather than four shapes: the
 * same icon on every card of the list, in 3 fewer elements each.
 */
const ShoppingCart = createLucideIcon('shopping-cart', [
  [
    'path',
    {
      d: 'm2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25M16 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0M6 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
      key: 'cart',
    },
  ],
]);

/** Given by the compliance page to members who may buy; absent (a viewer, a date ahead), no buying is offered. */
export const BuyRequirementContext = createContext<BuyRequirement | undefined>(undefined);

/** Add to Cart on an open requirement that a service fulfils; In Cart (to the cart) once it is there. */
export function BuyRequirementButton({ requirement, nameId, className }: { requirement: Requirement; nameId: string; className?: string }) {
  const context = useContext(BuyRequirementContext);
  const productId = requirement.product_id;
  if (!context || !productId || requirement.status === 'completed') return null;
  if (context.inCart(productId)) {
    return (
      <ButtonLink to="/cart" variant="ghost" size="sm" className={className} aria-describedby={nameId}>
        In Cart
      </ButtonLink>
    );
  }
  return (
    <Button
      size="sm"
      className={className}
      aria-describedby={nameId}
      loading={context.adding === productId}
      onClick={() => context.buy(requirement)}
    >
      {context.adding !== productId && <ShoppingCart aria-hidden="true" />}
      Add to Cart
    </Button>
  );
}
