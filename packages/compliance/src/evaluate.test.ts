import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { catalogue } from './rules';
import { india, uk, unknownProfile, usa } from './test-support/factories';
import type { ComplianceRule } from './types';

const AS_OF = '2026-11-22';
const ids = (list: { rule_id: string }[]) => list.map((r) => r.rule_id);

describe('evaluate', () => {
  it('sorts by due date, undated last, then rule id', () => {
    const list = evaluate(india({ num_employees: 25, gst_filing: 'monthly', turnover: 3_00_00_000 }), catalogue, AS_OF);
    const keys = list.map((r) => `${r.due_date ?? '9999-99-99'} ${r.rule_id}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(ids(list)).size).toBe(list.length);
  });

  it('never dates a recurring obligation before asOf; one-offs keep their date and are flagged overdue', () => {
    const list = evaluate(india({ incorporation_date: '2026-04-10', num_employees: 25 }), catalogue, AS_OF);
    for (const r of list) {
      if (r.due_date === null) continue;
      if (r.recurrence === 'one_time') expect(r.overdue).toBe(r.due_date < AS_OF);
      else expect(r.due_date >= AS_OF).toBe(true);
    }
    expect(list.filter((r) => r.overdue).map((r) => r.rule_id)).toContain('IN-MCA-01');
  });

  it('lists no Companies Act obligations for a Sikkim company, but keeps tax and GST', () => {
    const list = ids(evaluate(india({ state: 'Sikkim', gst_filing: 'monthly', num_employees: 3 }), catalogue, AS_OF));
    expect(list.filter((id) => id.startsWith('IN-MCA'))).toEqual([]);
    expect(list).toEqual(expect.arrayContaining(['IN-IT-01', 'IN-GST-03', 'IN-PT-SK']));
  });

  it('distinguishes Private Limited, OPC and LLP', () => {
    const of = (entity_type: 'Private Limited' | 'OPC' | 'LLP') =>
      ids(evaluate(india({ entity_type, incorporation_date: '2026-04-10' }), catalogue, AS_OF));
    const pvt = of('Private Limited');
    const opc = of('OPC');
    const llp = of('LLP');
    expect(pvt).toEqual(expect.arrayContaining(['IN-MCA-06', 'IN-MCA-07', 'IN-MCA-08A', 'IN-MCA-09', 'IN-IT-01']));
    expect(pvt).not.toEqual(expect.arrayContaining(['IN-MCA-10']));
    expect(opc).toEqual(expect.arrayContaining(['IN-MCA-10', 'IN-MCA-11', 'IN-MCA-09-OPC', 'IN-IT-01']));
    expect(opc.filter((id) => ['IN-MCA-06', 'IN-MCA-07', 'IN-MCA-08A', 'IN-MCA-09'].includes(id))).toEqual([]);
    expect(llp).toEqual(expect.arrayContaining(['IN-LLP-01', 'IN-LLP-02', 'IN-LLP-04', 'IN-IT-03']));
    expect(llp.filter((id) => id.startsWith('IN-MCA'))).toEqual([]);
  });

  it('lists a version series once: the obligation due next', () => {
    for (const asOf of ['2025-09-01', '2026-03-30', '2026-03-31', AS_OF]) {
      const list = ids(evaluate(india(), catalogue, asOf));
      expect(list.filter((id) => id.startsWith('IN-MCA-12'))).toHaveLength(1);
    }
  });

  it('marks every undecided rule conditional and says what decides it', () => {
    for (const base of [india(), india({ entity_type: 'LLP' }), usa(), usa({ entity_type: 'LLC' }), uk()]) {
      const list = evaluate(unknownProfile(base), catalogue, AS_OF);
      expect(list.length).toBeGreaterThan(5);
      for (const r of list) if (r.applicability === 'conditional') expect(r.condition_note).toBeTruthy();
    }
  });

  it('keeps incorporation-relative one-offs undated for a company still forming, and lists no operating calendar', () => {
    const list = evaluate(india({ status: 'forming', incorporation_date: null }), catalogue, AS_OF);
    const inc20a = list.find((r) => r.rule_id === 'IN-MCA-01');
    expect(inc20a).toMatchObject({ due_date: null, overdue: false, period_label: 'After incorporation' });
    // The AGM, annual returns and monthly taxes start once the company exists (issue 28 §2).
    expect(list.find((r) => r.rule_id === 'IN-MCA-06')).toBeUndefined();
    expect(list.every((r) => r.recurrence === 'one_time')).toBe(true);
  });

  it('returns nothing for an entity type the rules do not know in that country', () => {
    expect(evaluate(india({ entity_type: 'LLC' }), catalogue, AS_OF)).toEqual([]);
  });

  it('rejects malformed dates', () => {
    expect(() => evaluate(india(), catalogue, '2026-02-30')).toThrow(RangeError);
    expect(() => evaluate(india({ incorporation_date: '15/06/2020' }), catalogue, AS_OF)).toThrow(RangeError);
    expect(() => evaluate(india({ fiscal_year_end: '3-31' }), catalogue, AS_OF)).toThrow(RangeError);
  });

  it('evaluates rules that arrive as JSON (admin-edited catalogue) exactly like the built-in ones', () => {
    const fromJson = JSON.parse(JSON.stringify(catalogue)) as ComplianceRule[];
    const p = india({ gst_filing: 'quarterly', state: 'Delhi', num_employees: 12, has_deposits: true });
    expect(evaluate(p, fromJson, AS_OF)).toEqual(evaluate(p, catalogue, AS_OF));
  });

  it('evaluates a rule added by the admin', () => {
    const custom: ComplianceRule = {
      id: 'X-TEST-01',
      country: 'UK',
      entity_types: ['Ltd'],
      name: 'Test filing',
      description: 'Monthly on the 5th for companies with staff.',
      category: 'Regulatory',
      applies_when: { field: 'num_employees', op: '>=', value: 1 },
      mandatory: true,
      due: {
        kind: 'schedule',
        anchor: 'january',
        events: [{ period_start: 0, period_months: 12, due_month: 2, due_day: 5, label: '{Y}' }],
      },
      recurrence: 'annual',
      rollover: 'none',
      urgency: 'low',
      estimated_completion_days: 1,
      product_id: 'prod_1',
      penalty: null,
      late_fee: null,
      source_url: 'https://example.org',
      last_verified: '2026-11-22',
      effective_from: null,
      effective_to: null,
      effective_basis: 'due_date',
    };
    expect(evaluate(uk({ num_employees: 1 }), [custom], AS_OF)).toMatchObject([
      { rule_id: 'X-TEST-01', due_date: '2027-03-05', period_label: '2027', product_id: 'prod_1' },
    ]);
    expect(evaluate(uk({ num_employees: 0 }), [custom], AS_OF)).toEqual([]);
  });
});
