import { describe, expect, it } from 'vitest';
import { requirement } from '@charter/shared/testing';
import { groupRequirements, parseStatusFilter, requirementGroupOf } from './requirement-groups';

const asOf = '2025-06-10';

describe('requirementGroupOf', () => {
  it.each([
    [{ status: 'overdue', due_date: '2025-06-01' }, 'overdue'],
    [{ status: 'pending', due_date: '2025-06-10' }, 'soon'],
    [{ status: 'in_progress', due_date: '2025-07-10' }, 'soon'],
    [{ status: 'pending', due_date: '2025-07-11' }, 'later'],
    [{ status: 'pending', due_date: null }, 'later'],
    [{ status: 'completed', due_date: '2025-06-01' }, 'done'],
    [{ status: 'completed', due_date: null }, 'done'],
    [{ status: 'completed', due_date: '2019-09-28', assumed_done: true }, 'assumed'],
  ] as const)('%o is %s', (overrides, group) => expect(requirementGroupOf(requirement(overrides), asOf)).toBe(group));
});

describe('an assumed filing', () => {
  it('has its own open group before Done, also under the Completed filter, and stays there when marked done here', () => {
    const list = [
      requirement({ name: 'assumed', status: 'completed', due_date: '2019-09-28', assumed_done: true, recurrence: 'one_time' }),
      requirement({ name: 'done', status: 'completed', due_date: '2025-04-01' }),
    ];
    const labels = (filter: Parameters<typeof groupRequirements>[2]) =>
      groupRequirements(list, asOf, filter, new Set(['assumed'])).map((group) => [group.key, group.requirements.map((r) => r.name)]);
    expect(labels('all')).toEqual([
      ['assumed', ['assumed']],
      ['done', ['done']],
    ]);
    expect(labels('completed')).toEqual(labels('all'));
  });
});

describe('groupRequirements', () => {
  const list = [
    requirement({ name: 'late', status: 'overdue', due_date: '2025-05-01' }),
    requirement({ name: 'next-week', due_date: '2025-06-17' }),
    requirement({ name: 'done-early', status: 'completed', due_date: '2025-04-01' }),
    requirement({ name: 'in-a-year', due_date: '2026-06-01' }),
    requirement({ name: 'next-month', status: 'in_progress', due_date: '2025-07-01' }),
    requirement({ name: 'undated', due_date: null }),
    requirement({ name: 'also-late', status: 'overdue', due_date: '2025-06-09' }),
  ];
  const summary = (filter: Parameters<typeof groupRequirements>[2]) =>
    groupRequirements(list, asOf, filter).map((group) => [group.label, group.requirements.map((r) => r.name)]);

  it('groups Overdue, Due in the next 30 days, Later and Done, keeping the given order inside each', () => {
    expect(summary('all')).toEqual([
      ['Overdue', ['late', 'also-late']],
      ['Due in the next 30 days', ['next-week', 'next-month']],
      ['Later', ['in-a-year', 'undated']],
      ['Done', ['done-early']],
    ]);
  });

  it('applies the status filter first and leaves out the groups it empties', () => {
    expect(summary('pending')).toEqual([
      ['Due in the next 30 days', ['next-week', 'next-month']],
      ['Later', ['in-a-year', 'undated']],
    ]);
    expect(summary('overdue')).toEqual([['Overdue', ['late', 'also-late']]]);
    expect(summary('completed')).toEqual([['Done', ['done-early']]]);
  });

  it('keeps items marked done on this visit in their date group, and still sends other done items to Done', () => {
    const visit = [
      requirement({ name: 'done-here-late', status: 'completed', due_date: '2025-05-01' }),
      requirement({ name: 'done-here-soon', status: 'completed', due_date: '2025-06-20' }),
      requirement({ name: 'done-before', status: 'completed', due_date: '2025-06-20' }),
      requirement({ name: 'open-soon', due_date: '2025-06-21' }),
    ];
    const groups = groupRequirements(visit, asOf, 'all', new Set(['done-here-late', 'done-here-soon']));
    expect(groups.map((group) => [group.key, group.requirements.map((r) => r.name)])).toEqual([
      ['overdue', ['done-here-late']],
      ['soon', ['done-here-soon', 'open-soon']],
      ['done', ['done-before']],
    ]);
  });

  it('returns no group for an empty list', () => {
    expect(groupRequirements([], asOf, 'all')).toEqual([]);
  });
});

describe('parseStatusFilter', () => {
  it.each([
    ['overdue', 'overdue'],
    ['completed', 'completed'],
    ['pending', 'pending'],
    [null, 'all'],
    ['', 'all'],
    ['OVERDUE', 'all'],
    ['bogus', 'all'],
  ] as const)('%s reads as %s', (value, filter) => expect(parseStatusFilter(value)).toBe(filter));
});
