import { daysUntil, DUE_SOON_WITHIN_DAYS, type Requirement } from '@charter/shared';
import { matchesFilter, statusFilters, type StatusFilterValue } from './compliance-view';

export const requirementGroupKeys = ['overdue', 'soon', 'later', 'assumed', 'done'] as const;
export type RequirementGroupKey = (typeof requirementGroupKeys)[number];

export const requirementGroupLabels: Record<RequirementGroupKey, string> = {
  overdue: 'Overdue',
  soon: `Due in the next ${DUE_SOON_WITHIN_DAYS} days`,
  later: 'Later',
  assumed: 'Assumed done: due before you added the company',
  done: 'Done',
};

export interface RequirementGroup {
  key: RequirementGroupKey;
  label: string;
  requirements: Requirement[];
}

/**
 * Which group an item belongs to. Open items without a date wait under Later: nothing says they are due soon. An item
 * marked done on this visit (`stayInPlace`) keeps the group its date gives it, so it does not vanish from under the
 * pointer into the folded Done group, and Reopen stays where Mark done was.
 */
export function requirementGroupOf(requirement: Requirement, asOf: string, stayInPlace = false): RequirementGroupKey {
  // Done only on the founder's word for all of them at once: shown open, each with its own "change", never folded away.
  if (requirement.status === 'completed' && requirement.assumed_done) return 'assumed';
  if (requirement.status === 'completed' && !stayInPlace) return 'done';
  if (requirement.due_date === null) return 'later';
  const days = daysUntil(requirement.due_date, asOf);
  if (requirement.status === 'overdue' || days < 0) return 'overdue';
  return days <= DUE_SOON_WITHIN_DAYS ? 'soon' : 'later';
}

/**
 * The compliance list as groups (Overdue, Due in the next 30 days, Later, Assumed done, Done), after the status filter. Each group
 * keeps the server's order (due date, undated last); empty groups are left out. `completedHere`: ids marked done on
 * this visit, which stay in their group.
 */
export function groupRequirements(
  requirements: readonly Requirement[],
  asOf: string,
  filter: StatusFilterValue,
  completedHere: ReadonlySet<string> = new Set(),
): RequirementGroup[] {
  const byKey = new Map<RequirementGroupKey, Requirement[]>(requirementGroupKeys.map((key) => [key, []]));
  for (const requirement of requirements) {
    if (!matchesFilter(requirement, filter)) continue;
    byKey.get(requirementGroupOf(requirement, asOf, completedHere.has(requirement.id)))!.push(requirement);
  }
  return requirementGroupKeys
    .map((key) => ({ key, label: requirementGroupLabels[key], requirements: byKey.get(key)! }))
    .filter((group) => group.requirements.length > 0);
}

/** The filter as the URL carries it (`?status=overdue`); anything unknown reads as all. */
export function parseStatusFilter(value: string | null): StatusFilterValue {
  return statusFilters.find((filter) => filter === value) ?? 'all';
}
