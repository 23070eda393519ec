import { daysUntil, DUE_SOON_WITHIN_DAYS, type Requirement } from '@charter/shared';
import { compareText } from '@/lib/compare-text';

/** One line of the dashboard's priority list, with why it sits above an item due earlier (null when it does not). */
export interface PriorityItem {
  requirement: Requirement;
  reason: string | null;
}

const urgencyRank = { high: 0, medium: 1, low: 2 } as const;
const urgencyWords = { high: 'high', medium: 'medium', low: 'low' } as const;

const isOpen = (requirement: Requirement) => requirement.status !== 'completed';
const isRequired = (requirement: Requirement) => requirement.is_mandatory && requirement.applicability === 'mandatory';
/** Undated items sort after every dated one. */
const dateKey = (requirement: Requirement) => requirement.due_date ?? '9999-12-31';

/** Due within the next 30 days (or late) before later, later before undated: a near deadline outranks urgency. */
function windowRank(requirement: Requirement, asOf: string): number {
  if (requirement.due_date === null) return 2;
  return daysUntil(requirement.due_date, asOf) <= DUE_SOON_WITHIN_DAYS ? 0 : 1;
}

type Step = 'overdue' | 'required' | 'window' | 'urgency' | 'date';

/** The ordering, step by step: the first step that tells two items apart decides, and names the reason. */
function decidingStep(a: Requirement, b: Requirement, asOf: string): { step: Step; order: number } | null {
  const steps: [Step, number][] = [
    // Late items accrue fees now.
    ['overdue', Number(b.status === 'overdue') - Number(a.status === 'overdue')],
    // What the law certainly asks for comes before what depends on a fact we do not know.
    ['required', Number(isRequired(b)) - Number(isRequired(a))],
    ['window', windowRank(a, asOf) - windowRank(b, asOf)],
    ['urgency', urgencyRank[a.urgency] - urgencyRank[b.urgency]],
    ['date', compareText(dateKey(a), dateKey(b))],
  ];
  const deciding = steps.find(([, order]) => order !== 0);
  return deciding ? { step: deciding[0], order: deciding[1] } : null;
}

/** A daily penalty quoted in the rule's own penalty text ("₹100 a day additional fee" → "₹100 a day"). */
export function dailyPenalty(penalty: string | null): string | null {
  const match = penalty?.match(/[₹$£][\d,]+(?:\.\d+)?\s(?:a|per)\sday/);
  return match ? match[0].replace(/\sper\s/, ' a ') : null;
}

/** Why `item` is listed above open items due before it, from its own data; null when nothing due earlier is below it. */
function reasonFor(item: Requirement, outranked: readonly Requirement[], asOf: string): string | null {
  const steps = new Set<Step>();
  for (const other of outranked) {
    if (dateKey(other) >= dateKey(item)) continue;
    const deciding = decidingStep(item, other, asOf);
    if (deciding) steps.add(deciding.step);
  }
  const parts: string[] = [];
  // Against a conditional item due earlier: this one certainly applies.
  if (steps.has('required')) parts.push('required');
  if (steps.has('urgency')) {
    parts.push(`${urgencyWords[item.urgency]} priority`);
    const penalty = dailyPenalty(item.penalty);
    if (penalty) parts.push(`penalty ${penalty}`);
  }
  return parts.length > 0 ? `Listed first: ${parts.join(' · ')}` : null;
}

/**
 * The dashboard's top open items (spec §9: three). Overdue first; then required before conditional; then the next
 * 30 days before later; then urgency; then the due date. When urgency (or being required) puts an item above one due
 * earlier, it carries the reason, so the list never looks out of date order without saying why.
 */
export function priorityItems(requirements: readonly Requirement[], asOf: string, limit = 3): PriorityItem[] {
  const ordered = requirements.filter(isOpen).sort((a, b) => decidingStep(a, b, asOf)?.order ?? 0);
  return ordered.slice(0, limit).map((requirement, index) => ({
    requirement,
    reason: reasonFor(requirement, ordered.slice(index + 1), asOf),
  }));
}
