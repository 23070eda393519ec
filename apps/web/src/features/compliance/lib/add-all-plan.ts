import type { Requirement } from '@charter/shared';
import { compareText } from '@/lib/compare-text';

/** One service Add All would order for the requirement it fulfils (the most urgent one, when several share it). */
export interface AddAllEntry {
  serviceId: string;
  requirement: Requirement;
}

export interface AddAllPlan {
  /** The most urgent purchasable requirement's service: the one Add All puts in the cart. */
  first: AddAllEntry;
  /** Every other service, most urgent first, each once: ordered later, one order at a time. */
  rest: AddAllEntry[];
}

/**
 * What Add All can do with a one-product cart (spec §4, §5): of the pending and overdue requirements with a product,
 * overdue first, then the earliest due date; a service that fulfils several of them is listed once, at its most
 * urgent. Null when nothing is purchasable.
 */
export function planAddAll(requirements: readonly Requirement[]): AddAllPlan | null {
  const purchasable = requirements
    .filter((requirement) => requirement.product_id && (requirement.status === 'pending' || requirement.status === 'overdue'))
    .sort(
      (a, b) =>
        Number(b.status === 'overdue') - Number(a.status === 'overdue') ||
        compareText(a.due_date ?? '9999', b.due_date ?? '9999') ||
        compareText(a.name, b.name),
    );
  const seen = new Set<string>();
  const entries: AddAllEntry[] = [];
  for (const requirement of purchasable) {
    const serviceId = requirement.product_id!;
    if (seen.has(serviceId)) continue;
    seen.add(serviceId);
    entries.push({ serviceId, requirement });
  }
  const [first, ...rest] = entries;
  return first ? { first, rest } : null;
}
