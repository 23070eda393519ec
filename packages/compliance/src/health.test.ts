import { describe, expect, it } from 'vitest';
import { healthScore } from './health';
import type { Requirement, RequirementStatus, Urgency } from './types';

const AS_OF = '2026-11-22';
let n = 0;
function item(
  status: RequirementStatus,
  due_date: string | null,
  urgency: Urgency = 'high',
  extra: Partial<Requirement> = {},
): { requirement: Requirement; status: RequirementStatus } {
  n += 1;
  const requirement: Requirement = {
    rule_id: `R-${n}`,
    name: 'x',
    description: 'x',
    category: 'Corporate',
    due_date,
    period_label: null,
    recurrence: 'one_time',
    urgency,
    is_mandatory: true,
    applicability: 'mandatory',
    condition_note: null,
    estimated_completion_days: 1,
    product_id: null,
    penalty: null,
    late_fee: null,
    source_url: 'https://example.org',
    last_verified: '2026-11-22',
    overdue: due_date !== null && due_date < AS_OF,
    ...extra,
  };
  return { requirement, status };
}

describe('healthScore', () => {
  it('is 100 when nothing is due yet', () => {
    expect(healthScore([item('pending', '2027-01-01')], AS_OF)).toEqual({ score: 100, counts: { completed: 0, pending: 1, overdue: 0 } });
    expect(healthScore([], AS_OF).score).toBe(100);
  });

  it('weighs due items by urgency: high 3, medium 2, low 1', () => {
    // completed high (3) of high 3 + medium 2 overdue + low 1 due today → 3 / 6 = 50
    const r = healthScore(
      [item('completed', '2026-10-01', 'high'), item('pending', '2026-11-01', 'medium'), item('in_progress', AS_OF, 'low')],
      AS_OF,
    );
    expect(r).toEqual({ score: 50, counts: { completed: 1, pending: 1, overdue: 1 } });
  });

  it('rounds to the nearest whole percent', () => {
    // 2 / (2 + 1) = 66.7 → 67
    expect(healthScore([item('completed', '2026-01-01', 'medium'), item('pending', '2026-01-01', 'low')], AS_OF).score).toBe(67);
  });

  it('counts completed items that are not yet due', () => {
    // completed future high (3) vs overdue high (3) → 50
    expect(healthScore([item('completed', '2027-06-30'), item('pending', '2026-10-01')], AS_OF).score).toBe(50);
  });

  it('ignores conditional, optional and undated pending items', () => {
    const r = healthScore(
      [
        item('completed', '2026-01-01', 'low'),
        item('pending', '2026-01-01', 'high', { applicability: 'conditional' }),
        item('pending', '2026-01-01', 'high', { is_mandatory: false }),
        item('pending', null, 'high'),
      ],
      AS_OF,
    );
    expect(r.score).toBe(100);
    expect(r.counts).toEqual({ completed: 1, pending: 1, overdue: 2 });
  });

  it('is 0 when every due mandatory item is outstanding', () => {
    expect(healthScore([item('pending', '2026-11-01'), item('in_progress', '2026-11-21', 'low')], AS_OF).score).toBe(0);
  });

  it('rejects a malformed reference date', () => {
    expect(() => healthScore([], '22/11/2026')).toThrow(RangeError);
  });
});
