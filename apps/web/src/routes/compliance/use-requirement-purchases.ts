import { useState } from 'react';
import { planAddAll, roleCan, type Company, type Requirement } from '@charter/shared';
import { toast } from '@/components/ui/toaster';
import { useAddToCartFlow } from '@/features/cart/hooks/use-add-to-cart-flow';
import type { AddAllResult } from '@/features/compliance/components/add-all-dialog';
import type { BuyRequirement } from '@/features/compliance/components/buy-requirement';

/**
 * The service that fulfils a requirement. The toast names it as the cart answers (the catalogue is not loaded here:
 * its 38 KB, and a render of the whole page when it arrived, for a name).
 */
const serviceFor = (requirement: Requirement) => ({ id: requirement.product_id!, name: requirement.name });

/**
 * Buying from the compliance list: a requirement's own button, and Add All. Both are for those who may pay, on
 * today's list (not a date ahead); otherwise `buy` is undefined and neither is offered.
 */
export function useRequirementPurchases(company: Company | undefined, lookAhead: string | undefined) {
  const cartFlow = useAddToCartFlow(company?.id);
  // The cart holds one service (spec §4): Add All adds the most urgent one and lists the rest with their due dates,
  // never claiming more than it did; with another service in the cart it adds nothing and says so (no policy modal).
  const [addAllResult, setAddAllResult] = useState<AddAllResult | null>(null);
  const [addingAll, setAddingAll] = useState(false);

  const buy: BuyRequirement | undefined =
    company?.role && roleCan(company.role, 'orders:pay') && !lookAhead
      ? {
          buy: (requirement) => {
            if (!requirement.product_id) {
              toast.error('This requirement is not available for purchase');
              return;
            }
            cartFlow.addService(serviceFor(requirement));
          },
          inCart: cartFlow.isInCart,
          adding: cartFlow.adding,
        }
      : undefined;

  const addAll = async (requirements: readonly Requirement[]) => {
    const plan = planAddAll(requirements);
    if (!plan) {
      toast.error('No purchasable requirements found');
      return;
    }
    setAddingAll(true);
    const outcome = await cartFlow.tryAdd(serviceFor(plan.first.requirement));
    setAddingAll(false);
    if (outcome.kind === 'failed') toast.error(outcome.message);
    else if (outcome.kind === 'blocked') setAddAllResult({ kind: 'blocked', plan, inCart: outcome.inCart });
    else setAddAllResult({ kind: outcome.kind, plan, name: outcome.name });
  };

  return {
    buy,
    addAll: buy && ((requirements: readonly Requirement[]) => void addAll(requirements)),
    addingAll,
    /** What Add All did, for its dialog; null when the dialog is closed. */
    addAllResult,
    closeAddAll: () => setAddAllResult(null),
    /** The service already in the cart, and whether the dialog saying so is open. */
    inCartName: cartFlow.inCartName,
    blockedOpen: cartFlow.blockedOpen,
    setBlockedOpen: cartFlow.setBlockedOpen,
  };
}
