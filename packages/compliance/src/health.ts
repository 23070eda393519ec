// Compliance health score.
//
// Considered: mandatory requirements that apply on the profile's facts (is_mandatory and applicability
// 'mandatory') and are either due already (due_date ≤ asOf) or completed. Each weighs by urgency
// (high 3, medium 2, low 1). score = round(100 × weight of completed / weight of considered); 100 when
// nothing is considered. Counts cover every item: completed; overdue = not completed and due_date < asOf;
// pending = everything else (pending or in progress, not yet late).

import { parseIsoDate } from './dates';
import type { HealthResult, Requirement, RequirementStatus, Urgency } from './types';

export const HEALTH_WEIGHTS: Readonly<Record<Urgency, number>> = { high: 3, medium: 2, low: 1 };

export function healthScore(items: ReadonlyArray<{ requirement: Requirement; status: RequirementStatus }>, asOf: string): HealthResult {
  parseIsoDate(asOf); // rejects a malformed date instead of comparing strings silently
  let done = 0;
  let total = 0;
  const counts = { completed: 0, pending: 0, overdue: 0 };
  for (const { requirement: r, status } of items) {
    const completed = status === 'completed';
    if (completed) counts.completed++;
    else if (r.due_date !== null && r.due_date < asOf) counts.overdue++;
    else counts.pending++;

    if (!r.is_mandatory || r.applicability !== 'mandatory') continue;
    const due = r.due_date !== null && r.due_date <= asOf;
    if (!completed && !due) continue;
    const w = HEALTH_WEIGHTS[r.urgency];
    total += w;
    if (completed) done += w;
  }
  return { score: total === 0 ? 100 : Math.round((100 * done) / total), counts };
}
