// Obligations that exclude each other: for each pair, the statute that makes them exclusive, the side the facts decide,
// and the one question asked while they do not.

import { describe, expect, it } from 'vitest';
import { evaluate, openQuestions } from '../evaluate';
import { india, usa } from '../test-support/factories';
import type { CompanyProfile } from '../types';
import { catalogue } from './index';
import { alternativeGroups } from './alternatives';

const AS_OF = '2026-11-22';
const ids = (p: CompanyProfile) => new Set(evaluate(p, catalogue, AS_OF).map((r) => r.rule_id));
const UNKNOWN_FIGURES = { paid_up_capital: null, turnover: null } as const;

interface Case {
  statute: string;
  profile: CompanyProfile;
  listed: string[];
  absent: string[];
  /** The question asked, or null when the facts settle it. */
  asks: string | null;
}

const cases: Case[] = [
  {
    statute: 's.92(1) proviso + Rule 11(1): a small company files MGT-7A (figures within s.2(85) limits)',
    profile: india({ paid_up_capital: 1_00_000, turnover: 10_00_000 }),
    listed: ['IN-MCA-08A', 'IN-MCA-04'],
    absent: ['IN-MCA-08', 'IN-MCA-04-Q'],
    asks: null,
  },
  {
    statute: 's.92(1): a company above the s.2(85) limits (turnover ₹150 crore) files MGT-7 and meets four times (s.173(1))',
    profile: india({ turnover: 150 * 10_000_000, paid_up_capital: null }),
    listed: ['IN-MCA-08', 'IN-MCA-04-Q'],
    absent: ['IN-MCA-08A', 'IN-MCA-04'],
    asks: null,
  },
  {
    statute: 's.2(85) open (figures unknown): MGT-7A listed as assumed, MGT-7 not beside it; the question is asked',
    profile: india(UNKNOWN_FIGURES),
    listed: ['IN-MCA-08A', 'IN-MCA-04'],
    absent: ['IN-MCA-08', 'IN-MCA-04-Q'],
    asks: 'Is the company a small company?',
  },
  {
    statute: 's.2(85) answered "not small" by the founder: MGT-7 (s.92(1)) and four meetings (s.173(1))',
    profile: india({ ...UNKNOWN_FIGURES, small_company: false }),
    listed: ['IN-MCA-08', 'IN-MCA-04-Q'],
    absent: ['IN-MCA-08A', 'IN-MCA-04'],
    asks: null,
  },
  {
    statute: 's.2(85) answered "small": MGT-7A, asked once (no question left)',
    profile: india({ ...UNKNOWN_FIGURES, small_company: true }),
    listed: ['IN-MCA-08A'],
    absent: ['IN-MCA-08'],
    asks: null,
  },
  {
    statute: 'figures beat the answer: paid-up ₹20 crore is not small whatever was answered (s.2(85)(i))',
    profile: india({ paid_up_capital: 20 * 10_000_000, turnover: null, small_company: true }),
    listed: ['IN-MCA-08'],
    absent: ['IN-MCA-08A'],
    asks: null,
  },
  {
    statute: 'Rule 61A CGST Rules: frequency unknown (liable by turnover ₹50 lakh): monthly listed, QRMP not; asked',
    profile: india({ turnover: 50_00_000, gst_filing: null }),
    listed: ['IN-GST-01', 'IN-GST-03'],
    absent: ['IN-GST-02', 'IN-GST-04-22', 'IN-GST-05'],
    asks: 'Do you file GST returns monthly or quarterly (QRMP)?',
  },
  {
    statute: 'Rule 61A CGST Rules: a QRMP filer gets the quarterly returns and PMT-06, never GSTR-3B monthly',
    profile: india({ turnover: 50_00_000, gst_filing: 'quarterly' }),
    listed: ['IN-GST-02', 'IN-GST-04-22', 'IN-GST-05'],
    absent: ['IN-GST-01', 'IN-GST-03'],
    asks: null,
  },
  {
    statute: 'Rule 61A: above ₹5 crore monthly is compulsory, so no question',
    profile: india({ turnover: 6 * 10_000_000, gst_filing: null }),
    listed: ['IN-GST-01', 'IN-GST-03'],
    absent: ['IN-GST-02'],
    asks: null,
  },
  {
    statute: 'Rule 24(8) LLP Rules + s.139(1) Expl. 2: LLP audit unknown: ITR-5 by 31 August listed, 31 October not',
    profile: india({ entity_type: 'LLP', ...UNKNOWN_FIGURES }),
    listed: ['IN-IT-03'],
    absent: ['IN-IT-02'],
    asks: 'What is the LLP’s annual turnover?',
  },
  {
    statute: 'Rule 24(8) LLP Rules: turnover within ₹40 lakh, contribution unknown: the contribution is asked next',
    profile: india({ entity_type: 'LLP', turnover: 10_00_000, paid_up_capital: null }),
    listed: ['IN-IT-03'],
    absent: ['IN-IT-02'],
    asks: 'What is the partners’ total contribution?',
  },
  {
    statute: 'FSSAI Licensing Regulations 2011, Reg. 2.1: one licence tier per food business; turnover unknown: one listed',
    profile: india({ is_food_business: true, turnover: null }),
    listed: ['IN-FS-01'],
    absent: ['IN-FS-02', 'IN-FS-03'],
    asks: 'What is the food business’s annual turnover?',
  },
  {
    statute: 'Treas. Reg. §301.7701-3(b)(1): members unknown: Form 1065 (partnership) listed, not Schedule C beside it',
    profile: usa({ entity_type: 'LLC', member_count: null, foreign_owned: null }),
    listed: ['US-FED-03'],
    absent: ['US-FED-04', 'US-FED-05'],
    asks: 'How many members does the LLC have?',
  },
  {
    statute: '26 U.S.C. §6038A: single member, owner unknown: Form 5472 listed, Schedule C not; asked',
    profile: usa({ entity_type: 'LLC', member_count: 1, foreign_owned: null }),
    listed: ['US-FED-05'],
    absent: ['US-FED-04', 'US-FED-03'],
    asks: 'Is the LLC owned by a foreign person?',
  },
  {
    statute: 'Treas. Reg. §301.7701-3: a US individual’s single-member LLC: Schedule C only',
    profile: usa({ entity_type: 'LLC', member_count: 1, foreign_owned: false }),
    listed: ['US-FED-04'],
    absent: ['US-FED-05', 'US-FED-03'],
    asks: null,
  },
];

describe('mutually exclusive obligations', () => {
  it.each(cases.map((c) => [c.statute, c] as const))('%s', (_statute, c) => {
    const listed = ids(c.profile);
    for (const id of c.listed) expect(listed, `${id} listed`).toContain(id);
    for (const id of c.absent) expect(listed.has(id), `${id} not listed`).toBe(false);
    // Only this pair's question: other unknown facts of the profile may open other pairs.
    const questions = openQuestions(c.profile, catalogue, AS_OF).filter((q) => q.rule_ids.some((id) => c.listed.includes(id)));
    expect(questions.map((q) => q.question)).toEqual(c.asks === null ? [] : [c.asks]);
  });

  it('never lists two sides of a group on the profiles the cases use', () => {
    for (const c of cases) {
      const listed = ids(c.profile);
      for (const group of alternativeGroups) {
        const sides = group.answers.filter((answer) => answer.rule_ids.some((id) => listed.has(id)));
        expect(sides.length, `${group.id} on "${c.statute}"`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('says on the assumed row which question settles it, and what each answer changes', () => {
    const list = evaluate(india(UNKNOWN_FIGURES), catalogue, AS_OF);
    expect(list.find((r) => r.rule_id === 'IN-MCA-08A')?.condition_note).toContain('until you answer: Is the company a small company?');
    const [question] = openQuestions(india(UNKNOWN_FIGURES), catalogue, AS_OF);
    expect(question).toMatchObject({ id: 'IN-SMALL-COMPANY', field: 'small_company', input: 'choice', assumed: 'Yes, a small company' });
    expect(question!.answers.map((a) => [a.value, a.effect.includes('MGT-7A') || a.effect.includes('MGT-7')])).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('states the right test in "Applies if": MGT-7 shows the not-small test, never the small one', () => {
    const mgt7 = evaluate(india({ paid_up_capital: null, turnover: null, small_company: null }), catalogue, '2026-11-22');
    // MGT-7 is not listed while open; on its own (as if answered) its rule note is the test for not being small.
    expect(mgt7.find((r) => r.rule_id === 'IN-MCA-08')).toBeUndefined();
    const rule = catalogue.find((r) => r.id === 'IN-MCA-08')!;
    const alone = evaluate(india(UNKNOWN_FIGURES), [rule], AS_OF)[0]!;
    expect(alone.condition_note).toContain('not a small company');
    expect(alone.condition_note).not.toContain('up to ₹10 crore');
    const small = evaluate(india(UNKNOWN_FIGURES), [catalogue.find((r) => r.id === 'IN-MCA-08A')!], AS_OF)[0]!;
    expect(small.condition_note).toContain('up to ₹10 crore');
  });

  it('every rule a group names exists in the catalogue, for the group’s country and entity types', () => {
    for (const group of alternativeGroups) {
      for (const id of group.answers.flatMap((answer) => answer.rule_ids)) {
        const rule = catalogue.find((r) => r.id === id);
        expect(rule, id).toBeDefined();
        expect(rule!.country).toBe(group.country);
        expect(
          group.entity_types.some((e) => rule!.entity_types.includes(e)),
          id,
        ).toBe(true);
      }
    }
  });
});

describe('a company being formed', () => {
  it.each([
    ['India Private Limited', india({ status: 'forming', incorporation_date: null, turnover: 50_00_000 })],
    ['USA C-Corp in California', usa({ status: 'forming', incorporation_date: null, state: 'California' })],
  ])('%s: only the one-off filings after incorporation, marked so', (_name, profile) => {
    const list = evaluate(profile, catalogue, AS_OF);
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      expect(r.recurrence).toBe('one_time');
      if (r.due_date === null) expect(r.period_label).toBe('After incorporation');
    }
  });

  it('India: INC-20A (s.10A), ADT-1 (s.139(6)), first board meeting (s.173(1)) and GST registration if liable (s.22)', () => {
    const listed = ids(india({ status: 'forming', incorporation_date: null, turnover: 50_00_000 }));
    for (const id of ['IN-MCA-01', 'IN-MCA-05-ADT1', 'IN-MCA-03', 'IN-GST-REG']) expect(listed).toContain(id);
    for (const id of ['IN-MCA-06', 'IN-GST-03', 'IN-MCA-12']) expect(listed.has(id), id).toBe(false);
  });

  it('dated from the expected incorporation when it is known: INC-20A 180 days after it', () => {
    const list = evaluate(india({ status: 'forming', incorporation_date: '2027-01-05' }), catalogue, AS_OF);
    expect(list.find((r) => r.rule_id === 'IN-MCA-01')?.due_date).toBe('2027-07-04');
  });

  it('USA: the EIN and California’s initial Statement of Information (Corp. Code §1502)', () => {
    const listed = ids(usa({ status: 'forming', incorporation_date: null, state: 'California' }));
    expect(listed).toContain('US-FED-01');
    expect(listed).toContain('US-CA-02-INITIAL');
    expect(listed.has('US-FED-02')).toBe(false);
  });
});
