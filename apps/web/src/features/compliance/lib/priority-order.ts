import type { Requirement } from '@charter/shared';
import { compareText } from '@/lib/compare-text';

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
function comparePriority(a: Requirement, b: Requirement): number {
  return (
    // Late items accrue fees now.
    Number(b.status === 'overdue') - Number(a.status === 'overdue') ||
    compareText(dateKey(a), dateKey(b)) ||
    urgencyRank[a.urgency] - urgencyRank[b.urgency] ||
    Number(isRequired(b)) - Number(isRequired(a)) ||
    compareText(a.name, b.name)
  );
}

/** The dashboard's top open items (spec §9: three), in the order above. */
export function priorityItems(requirements: readonly Requirement[], limit = 3): Requirement[] {
  return requirements.filter(isOpen).sort(comparePriority).slice(0, limit);
}
