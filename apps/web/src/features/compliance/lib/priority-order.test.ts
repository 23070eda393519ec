import { describe, expect, it } from 'vitest';
import { requirement } from '../test-support/requirement-factory';
import { dailyPenalty, priorityItems } from './priority-order';

const asOf = '2025-06-10';
const names = (items: ReturnType<typeof priorityItems>) => items.map((item) => item.requirement.name);

describe('priorityItems order', () => {
  // The two cases the dashboard's list kept before urgency joined the order: they must still hold.
  it('orders overdue first, then nearest due date, then high urgency, and keeps three', () => {
    const top = priorityItems(
      [
        requirement({ name: 'later-high', due_date: '2025-08-01', urgency: 'high' }),
        requirement({ name: 'soon-low', due_date: '2025-06-20', urgency: 'low' }),
        requirement({ name: 'soon-high', due_date: '2025-06-20', urgency: 'high' }),
        requirement({ name: 'overdue', status: 'overdue', due_date: '2025-06-01' }),
        requirement({ name: 'done', status: 'completed', due_date: '2025-06-11' }),
      ],
      asOf,
    );
    expect(names(top)).toEqual(['overdue', 'soon-high', 'soon-low']);
  });

  it('puts required items before conditional ones of the same lateness', () => {
    const top = priorityItems(
      [
        requirement({ name: 'conditional-overdue', status: 'overdue', due_date: '2019-01-01', applicability: 'conditional' }),
        requirement({ name: 'required-overdue', status: 'overdue', due_date: '2020-01-01' }),
        requirement({ name: 'conditional-soon', due_date: '2025-06-11', applicability: 'conditional', is_mandatory: false }),
        requirement({ name: 'required-later', due_date: '2025-09-01' }),
      ],
      asOf,
    );
    expect(names(top)).toEqual(['required-overdue', 'conditional-overdue', 'required-later']);
  });

  it('orders by urgency, then date, among items more than 30 days away (June 2027 high above January 2027 medium)', () => {
    const top = priorityItems(
      [
        requirement({ name: 'january-medium', due_date: '2027-01-31', urgency: 'medium' }),
        requirement({ name: 'june-high', due_date: '2027-06-30', urgency: 'high' }),
        requirement({ name: 'march-low', due_date: '2027-03-31', urgency: 'low' }),
        requirement({ name: 'undated-high', due_date: null, urgency: 'high' }),
      ],
      '2026-11-22',
      4,
    );
    expect(names(top)).toEqual(['june-high', 'january-medium', 'march-low', 'undated-high']);
  });

  it('keeps anything due within 30 days above a more urgent item due later', () => {
    const top = priorityItems(
      [
        requirement({ name: 'in-31-days-high', due_date: '2025-07-11', urgency: 'high' }),
        requirement({ name: 'in-30-days-low', due_date: '2025-07-10', urgency: 'low' }),
      ],
      asOf,
    );
    expect(names(top)).toEqual(['in-30-days-low', 'in-31-days-high']);
  });

  it('orders overdue items by urgency before their dates', () => {
    const top = priorityItems(
      [
        requirement({ name: 'older-medium', status: 'overdue', due_date: '2023-05-10', urgency: 'medium' }),
        requirement({ name: 'newer-high', status: 'overdue', due_date: '2023-10-07', urgency: 'high' }),
      ],
      asOf,
    );
    expect(names(top)).toEqual(['newer-high', 'older-medium']);
  });

  it('returns nothing when everything is done', () => {
    expect(priorityItems([requirement({ status: 'completed' })], asOf)).toEqual([]);
  });
});

describe('priorityItems reasons', () => {
  it('says nothing when the list is in date order', () => {
    const top = priorityItems(
      [requirement({ name: 'a', due_date: '2025-06-20' }), requirement({ name: 'b', due_date: '2025-07-20', urgency: 'high' })],
      asOf,
    );
    expect(top.map((item) => item.reason)).toEqual([null, null]);
  });

  it('names the urgency, and the daily penalty the rule itself states, when urgency puts an item above an earlier one', () => {
    const top = priorityItems(
      [
        requirement({ name: 'january-medium', due_date: '2027-01-31', urgency: 'medium' }),
        requirement({ name: 'june-high', due_date: '2027-06-30', urgency: 'high', penalty: '₹100 a day additional fee.' }),
      ],
      '2026-11-22',
    );
    expect(top.map((item) => [item.requirement.name, item.reason])).toEqual([
      ['june-high', 'Listed first: high priority · penalty ₹100 a day'],
      ['january-medium', null],
    ]);
  });

  it('names the urgency alone when the penalty states no daily amount', () => {
    const [first] = priorityItems(
      [
        requirement({ name: 'early-low', due_date: '2027-01-31', urgency: 'low' }),
        requirement({ name: 'late-medium', due_date: '2027-06-30', urgency: 'medium', penalty: 'Interest on tax paid late.' }),
      ],
      '2026-11-22',
    );
    expect(first?.reason).toBe('Listed first: medium priority');
  });

  it('says an item is required when that puts it above conditional items due earlier, even ones not shown', () => {
    const top = priorityItems(
      [
        requirement({ name: 'a-required', due_date: '2025-06-12' }),
        requirement({ name: 'b-required', due_date: '2025-06-13' }),
        requirement({ name: 'conditional-tomorrow', due_date: '2025-06-11', applicability: 'conditional' }),
        requirement({ name: 'required-later', due_date: '2025-12-01' }),
      ],
      asOf,
    );
    expect(names(top)).toEqual(['a-required', 'b-required', 'required-later']);
    expect(top.map((item) => item.reason)).toEqual(['Listed first: required', 'Listed first: required', 'Listed first: required']);
  });

  it('gives every reason that applies, each from the item itself', () => {
    const [first] = priorityItems(
      [
        requirement({ name: 'conditional-early', status: 'overdue', due_date: '2023-05-10', applicability: 'conditional' }),
        requirement({ name: 'medium-early', status: 'overdue', due_date: '2023-05-10', urgency: 'medium' }),
        requirement({
          name: 'high-late',
          status: 'overdue',
          due_date: '2023-10-07',
          urgency: 'high',
          penalty: 'Company ₹50,000; every officer in default ₹1,000 a day up to ₹1,00,000.',
        }),
      ],
      asOf,
    );
    expect(first?.requirement.name).toBe('high-late');
    expect(first?.reason).toBe('Listed first: required · high priority · penalty ₹1,000 a day');
  });

  it('gives no reason against an item due the same day', () => {
    const [first] = priorityItems(
      [requirement({ name: 'same-day-low', urgency: 'low' }), requirement({ name: 'same-day-high', urgency: 'high' })],
      asOf,
    );
    expect(first).toEqual(expect.objectContaining({ reason: null }));
    expect(first?.requirement.name).toBe('same-day-high');
  });
});

describe('dailyPenalty', () => {
  it.each([
    ['₹100 a day additional fee.', '₹100 a day'],
    ['Company ₹50,000; every officer in default ₹1,000 a day up to ₹1,00,000.', '₹1,000 a day'],
    ['$50 per day until filed', '$50 a day'],
    ['Late fee per day of delay (amount not collected in the research).', null],
    ['₹10,000 (per source).', null],
    [null, null],
  ] as const)('%s → %s', (penalty, expected) => expect(dailyPenalty(penalty)).toBe(expected));
});
