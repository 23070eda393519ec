import type { Requirement } from './compliance';

/** By characters, as Array.prototype.sort does (ISO dates); localeCompare would load a browser's collation data. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const urgencyRank = { high: 0, medium: 1, low: 2 } as const;

const isOpen = (requirement: Requirement) => requirement.status !== 'completed';
const isRequired = (requirement: Requirement) => requirement.is_mandatory && requirement.applicability === 'mandatory';
/** Undated items sort after every dated one. */
const dateKey = (requirement: Requirement) => requirement.due_date ?? '9999-12-31';

/**
 * Overdue first, then the earlier due date; urgency, then being required, only break ties between items due the same
 * day. Why date before urgency or "required": a founder reads this list as "what to do next", and putting an annual
 * return due in 338 days above a monthly deposit due in 10 (as ranking "required" or "high" first did) sends them to
 * the wrong filing. The date is what costs money when missed; urgency says how much, not when.
 */
export function comparePriority(a: Requirement, b: Requirement): number {
  return (
    // Late items accrue fees now.
    Number(b.status === 'overdue') - Number(a.status === 'overdue') ||
    compareText(dateKey(a), dateKey(b)) ||
    urgencyRank[a.urgency] - urgencyRank[b.urgency] ||
    Number(isRequired(b)) - Number(isRequired(a)) ||
    compareText(a.name, b.name)
  );
}

/** The dashboard's top open items (spec §9: three), in the order above; the server picks them for GET /api/dashboard. */
export function priorityItems(requirements: readonly Requirement[], limit = 3): Requirement[] {
  return requirements.filter(isOpen).sort(comparePriority).slice(0, limit);
}

/**
 * The one-time filings that fell due before the company joined Charter and are still open (overdue): the dashboard and
 * the compliance page ask the founder whether they were made at the time.
 */
export function filingsDueBeforeJoining(requirements: readonly Requirement[], companyCreatedAt: string): Requirement[] {
  const joinedOn = companyCreatedAt.slice(0, 10);
  return requirements.filter(
    (requirement) =>
      requirement.recurrence === 'one_time' &&
      requirement.status === 'overdue' &&
      requirement.due_date !== null &&
      requirement.due_date < joinedOn,
  );
}

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
 * What Add All can do with a one-product cart (spec §4, §5): the pending and overdue requirements with a product, in
 * the dashboard's priority order (above); a service that fulfils several of them is listed once, at its most urgent.
 * Null when nothing is purchasable.
 */
export function planAddAll(requirements: readonly Requirement[]): AddAllPlan | null {
  const purchasable = requirements
    .filter((requirement) => requirement.product_id && (requirement.status === 'pending' || requirement.status === 'overdue'))
    .sort(comparePriority);
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
