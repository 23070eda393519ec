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
