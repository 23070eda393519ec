import { ShoppingCart } from 'lucide-react';
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
