import { daysUntil, URGENT_WITHIN_DAYS, type DisplayStatus, type Requirement } from '@charter/shared';

/** Spec §9 score bands: green at 80 or more, yellow at 60 or more, red below. */
export type ScoreBand = 'good' | 'fair' | 'poor';
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  return 'poor';
}

export const scoreTextClass: Record<ScoreBand, string> = { good: 'text-green-700', fair: 'text-amber-700', poor: 'text-red-700' };
export const scoreBarClass: Record<ScoreBand, string> = { good: 'bg-green-600', fair: 'bg-amber-400', poor: 'bg-red-600' };

export type DueTone = 'overdue' | 'soon' | 'later';
export function dueTone(due: string, asOf: string): DueTone {
  const days = daysUntil(due, asOf);
  if (days < 0) return 'overdue';
  return days <= URGENT_WITHIN_DAYS ? 'soon' : 'later';
}

export const dueToneClass: Record<DueTone, string> = { overdue: 'text-red-700', soon: 'text-amber-700', later: 'text-muted' };

export const statusFilters = ['all', 'pending', 'overdue', 'completed'] as const;
export type StatusFilterValue = (typeof statusFilters)[number];

/** "Pending" covers everything still open and not yet late: pending and in progress. */
export function matchesFilter(requirement: Requirement, filter: StatusFilterValue): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'pending':
      return requirement.status === 'pending' || requirement.status === 'in_progress';
    default:
      return requirement.status === filter;
  }
}

export function countByFilter(requirements: readonly Requirement[]): Record<StatusFilterValue, number> {
  const counts: Record<StatusFilterValue, number> = { all: 0, pending: 0, overdue: 0, completed: 0 };
  for (const requirement of requirements) {
    for (const filter of statusFilters) if (matchesFilter(requirement, filter)) counts[filter] += 1;
  }
  return counts;
}

export const statusLabels: Record<DisplayStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  overdue: 'Overdue',
};
export const statusTones = { pending: 'neutral', in_progress: 'accent', completed: 'success', overdue: 'danger' } as const satisfies Record<
  DisplayStatus,
  'neutral' | 'accent' | 'success' | 'warning' | 'danger'
>;

/** One-time obligations that fell due before the company was added to Charter and are still open (shared with the server). */
export { filingsDueBeforeJoining } from '@charter/shared';
