import { describe, expect, it } from 'vitest';
import { indiaStates, usStates } from '../companies/regions';
import { feeBreakdownLines, quoteIndiaIncorporation, quoteUsaIncorporation, sameQuote } from './fees';
import { OPC_DIRECTOR_MESSAGE } from './formation-rules';
import { incorporationQuoteBodySchema, indiaIncorporationBodySchema, usaIncorporationBodySchema } from './incorporation';
import { indiaStampDutyRules, stampDutyRupees } from './india-stamp-duty';
import { stateFilingFeeDollars, usStateFilingFees } from './us-state-filing-fees';

const person = (index: number) => ({ name: `Person ${index}`, phone: '+91 98765 43210', email: `p${index}@example.com` });
const people = (count: number) => Array.from({ length: count }, (_unused, index) => person(index));
const directors = (count: number) => people(count).map((entry) => ({ ...entry, resident_in_india: true }));
const llcMembers = (count: number) => people(count).map((entry) => ({ ...entry, ownership_percent: 100 / count }));

describe('fee tables', () => {
  it('covers all 36 Indian states and union territories and all 51 US entries, each with a source', () => {
    expect(Object.keys(indiaStampDutyRules).sort()).toEqual([...indiaStates].sort());
    expect(Object.keys(usStateFilingFees).sort()).toEqual([...usStates].sort());
    for (const rule of Object.values(indiaStampDutyRules)) expect(rule.sources.length).toBeGreaterThan(0);
    for (const state of indiaStates) for (const lakh of [1, 5, 10]) expect(Number.isInteger(stampDutyRupees(state, lakh))).toBe(true);
  });

  it('holds the spec’s fixed figures', () => {
    expect(stampDutyRupees('Delhi', 1)).toBe(360);
    expect(stampDutyRupees('Karnataka', 1)).toBe(10020);
    expect(stampDutyRupees('Maharashtra', 1)).toBe(1300);
    expect(stampDutyRupees('Sikkim', 1)).toBe(0);
    const us = { Delaware: 110, California: 70, Texas: 300, Massachusetts: 500, Nevada: 425, Montana: 35 } as const;
    for (const [state, fee] of Object.entries(us)) expect(stateFilingFeeDollars(state as keyof typeof us, 1)).toBe(fee);
  });

  it('applies each state’s rule to the capital (Delhi 0.15%, Maharashtra per ₹5 lakh, Haryana above ₹1 lakh, AP minimum)', () => {
    expect([1, 5, 10].map((lakh) => stampDutyRupees('Delhi', lakh))).toEqual([360, 960, 1710]);
    expect([1, 5, 10].map((lakh) => stampDutyRupees('Maharashtra', lakh))).toEqual([1300, 1300, 2300]);
    expect([1, 5, 10].map((lakh) => stampDutyRupees('Haryana', lakh))).toEqual([135, 195, 195]);
    expect([1, 5, 10].map((lakh) => stampDutyRupees('Andhra Pradesh', lakh))).toEqual([1520, 1520, 2020]);
    expect([1, 5, 10].map((lakh) => stampDutyRupees('Gujarat', lakh))).toEqual([620, 2620, 5120]);
  });

  it('Tennessee charges $50 per member between $300 and $3,000', () => {
    expect(stateFilingFeeDollars('Tennessee', 1)).toBe(300);
    expect(stateFilingFeeDollars('Tennessee', 10)).toBe(500);
  });
});

describe('quotes', () => {
  it('India Private Limited in Delhi, ₹1 lakh, 2 directors: government 6,560, total 11,559', () => {
    const quote = quoteIndiaIncorporation({ entity_type: 'Private Limited', state: 'Delhi', authorized_capital: 1, directors: people(2) });
    expect(quote.fee_breakdown).toEqual({
      stamp_duty: 360,
      dsc: 5000,
      name_approval: 1000,
      pan_tan: 200,
      government_fee: 6560,
      professional_fee: 4999,
    });
    expect(quote).toMatchObject({ total_amount: 11559, total_minor: 1_155_900, currency: 'INR' });
    expect(quote.lines_minor).toMatchObject({ stamp_duty: 36_000, government_fee: 656_000, professional_fee: 499_900 });
  });

  it('an LLP pays ₹500 stamp duty and ₹200 name approval whatever its state and contribution', () => {
    const quote = quoteIndiaIncorporation({ entity_type: 'LLP', state: 'Karnataka', authorized_capital: 0.2, directors: people(2) });
    expect(quote.fee_breakdown).toMatchObject({ stamp_duty: 500, name_approval: 200, government_fee: 500 + 5000 + 200 + 200 });
    expect(quote.total_minor).toBe((5900 + 4999) * 100);
  });

  it('USA: Delaware LLC 497, Texas C-Corp 717', () => {
    expect(quoteUsaIncorporation({ entity_type: 'LLC', state: 'Delaware', members: people(1) })).toMatchObject({
      total_amount: 497,
      currency: 'USD',
    });
    expect(quoteUsaIncorporation({ entity_type: 'C-Corp', state: 'Texas' })).toMatchObject({
      fee_breakdown: { formation_fee: 119, ein: 199, registered_agent: 99, state_filing_fee: 300 },
      total_amount: 717,
      total_minor: 71_700,
    });
  });

  it('sameQuote accepts the exact quote and refuses a tampered total or line', () => {
    const quote = quoteUsaIncorporation({ entity_type: 'LLC', state: 'Delaware' });
    expect(sameQuote(quote.fee_breakdown, 497, quote)).toBe(true);
    expect(sameQuote(undefined, 496.99, quote)).toBe(false);
    expect(sameQuote({ ...quote.fee_breakdown, ein: 1 }, 497, quote)).toBe(false);
    expect(sameQuote({ formation_fee: 89 }, undefined, quote)).toBe(false);
    // Sub-cent amounts are not amounts of dollars: refused, not rounded into a match.
    expect(sameQuote(undefined, 497.001, quote)).toBe(false);
    expect(sameQuote({ ...quote.fee_breakdown, ein: 199.004 }, 497, quote)).toBe(false);
  });

  it('the review lines follow the breakdown and mark the government subtotal', () => {
    const quote = quoteIndiaIncorporation({ entity_type: 'OPC', state: 'Maharashtra', authorized_capital: 5 });
    const lines = feeBreakdownLines(quote.fee_breakdown, 'INR');
    expect(lines.map((line) => line.label)).toEqual([
      'Stamp duty',
      'Digital signatures (DSC)',
      'Name approval',
      'PAN and TAN',
      'Government fees',
      'Professional fee',
    ]);
    expect(lines.find((line) => line.subtotal)?.formatted).toBe('₹5,000');
  });
});

describe('§5 validation', () => {
  const india = {
    entity_type: 'Private Limited',
    company_name: 'Acme Foods',
    state: 'Delhi',
    authorized_capital: 1,
    directors: directors(2),
    subscribers: [
      { name: 'Person 0', shares: 5000 },
      { name: 'Person 1', shares: 5000 },
    ],
  };
  const llp = { ...india, entity_type: 'LLP', subscribers: undefined };
  it('OPC has exactly one director', () => {
    expect(indiaIncorporationBodySchema.safeParse(india).success).toBe(true);
    const result = indiaIncorporationBodySchema.safeParse({ ...india, entity_type: 'OPC', directors: directors(2) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(OPC_DIRECTOR_MESSAGE);
  });
  it('1 to 10 people (15 directors of a Private Limited), each with name, phone and email', () => {
    expect(indiaIncorporationBodySchema.safeParse({ ...llp, directors: directors(11) }).success).toBe(false);
    expect(indiaIncorporationBodySchema.safeParse({ ...india, directors: directors(16) }).success).toBe(false);
    expect(indiaIncorporationBodySchema.safeParse({ ...india, directors: [] }).success).toBe(false);
    expect(
      indiaIncorporationBodySchema.safeParse({ ...india, directors: [{ ...directors(2)[0]!, email: 'nope' }, directors(2)[1]] }).success,
    ).toBe(false);
    const llc = { country: 'USA', entity_type: 'LLC', company_name: 'A', state: 'Ohio', management: 'member-managed' };
    expect(usaIncorporationBodySchema.safeParse({ ...llc, members: llcMembers(10) }).success).toBe(true);
    expect(usaIncorporationBodySchema.safeParse({ ...llc, members: llcMembers(11) }).success).toBe(false);
  });
  it('capital must be an option of the entity type', () => {
    expect(indiaIncorporationBodySchema.safeParse({ ...india, authorized_capital: 2 }).success).toBe(false);
    expect(indiaIncorporationBodySchema.safeParse({ ...llp, authorized_capital: 0.5 }).success).toBe(true);
    expect(indiaIncorporationBodySchema.safeParse({ ...india, authorized_capital: 0.5 }).success).toBe(false);
    // A tampered capital is refused by its own rule, not thrown on while the subscribers' shares are counted against it.
    const tampered = indiaIncorporationBodySchema.safeParse({ ...india, authorized_capital: -1e20 });
    expect(tampered.error?.issues.map((issue) => issue.message)).toEqual(['Authorised capital must be one of 1, 5, 10 lakh']);
  });
  it('the quote body accepts either country, people optional', () => {
    expect(incorporationQuoteBodySchema.safeParse({ country: 'USA', entity_type: 'LLC', company_name: 'A', state: 'Ohio' }).success).toBe(
      true,
    );
    expect(
      incorporationQuoteBodySchema.safeParse({ entity_type: 'LLP', company_name: 'A', state: 'Goa', authorized_capital: 1 }).success,
    ).toBe(true);
    expect(
      incorporationQuoteBodySchema.safeParse({ entity_type: 'LLC', company_name: 'A', state: 'Goa', authorized_capital: 1 }).success,
    ).toBe(false);
  });

  it('a service order’s lines read as the services page showed them, in that order', () => {
    const lines = feeBreakdownLines({ tax: 269.82, platform_fee: 29.98, govt_agency_fees: 200, professional_fee: 1499 }, 'INR');
    expect(lines.map((line) => [line.label, line.formatted])).toEqual([
      ['Professional fee', '₹1,499'],
      ['Government fees (at cost)', '₹200'],
      ['Tax', '₹269.82'],
      ['Platform fee', '₹29.98'],
    ]);
    expect(lines.some((line) => line.subtotal)).toBe(false);
  });
});
