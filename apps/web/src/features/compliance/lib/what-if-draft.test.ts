import { describe, expect, it } from 'vitest';
import { aCompany } from '@/test-support/company-fixture';
import {
  type WhatIfField,
  changesOf,
  draftIssues,
  draftOf,
  gstFilingNote,
  refusalOf,
  smallCompanySettledByFigures,
  whatIfFieldsFor,
  withDependentFacts,
} from './what-if-draft';

describe('whatIfFieldsFor: every fact the engine reads for the company has a control', () => {
  const always: WhatIfField[] = ['entity_type', 'state', 'industry', 'incorporation_date', 'turnover', 'num_employees', 'is_exporter'];
  it.each([
    [
      'India company',
      aCompany(),
      'Private Limited',
      ['paid_up_capital', 'gst_filing', 'small_company', 'has_deposits', 'business_model'],
      ['member_count', 'vat_registered', 'foreign_owned'],
    ],
    [
      'India LLP (no small-company test, s.2(85) is for companies)',
      aCompany(),
      'LLP',
      ['member_count', 'paid_up_capital'],
      ['small_company'],
    ],
    [
      'US LLC',
      aCompany({ country: 'USA', state: 'Delaware', entity_type: 'LLC' }),
      'LLC',
      ['member_count', 'foreign_owned'],
      ['gst_filing', 'vat_registered'],
    ],
    [
      'UK Ltd',
      aCompany({ country: 'UK', state: 'England', entity_type: 'Ltd' }),
      'Ltd',
      ['vat_registered'],
      ['gst_filing', 'foreign_owned', 'member_count'],
    ],
    ['forming company', aCompany({ is_formation: true, status: 'forming' }), 'Private Limited', ['wants_startup_credits'], []],
    ['existing company (startup credits are for formations)', aCompany(), 'Private Limited', [], ['wants_startup_credits']],
  ] as const)('%s', (_name, subject, entityType, present, absent) => {
    const fields = whatIfFieldsFor(subject, entityType);
    for (const field of [...always, ...present]) expect(fields.has(field)).toBe(true);
    for (const field of absent) expect(fields.has(field)).toBe(false);
  });
});

describe('dependent facts follow', () => {
  it('unticking the food business unticks food manufacturing, so the pair the server refuses is never sent', () => {
    const draft = withDependentFacts(draftOf(aCompany()), 'is_food_business', false);
    expect(draft.has_manufacturing).toBe(false);
    expect(changesOf(aCompany(), draft)).toEqual({ is_food_business: false, has_manufacturing: false });
  });

  it('a state that becomes the registered one leaves the other states of operation', () => {
    const subject = aCompany({ business_locations: ['Karnataka', 'Goa'] });
    const draft = withDependentFacts(draftOf(subject), 'state', 'Goa');
    expect(draft.business_locations).toEqual([]);
    expect(changesOf(subject, draft)).toEqual({ state: 'Goa', business_locations: null });
  });

  it('switching an LLP to a company stops sending its partner count', () => {
    const subject = aCompany({ entity_type: 'LLP', member_count: 2 });
    const draft = { ...withDependentFacts(draftOf(subject), 'entity_type', 'Private Limited'), member_count: '5' };
    expect(changesOf(subject, draft)).toEqual({ entity_type: 'Private Limited' });
  });

  it.each([
    ['both figures known', '500000', '3000000', true],
    ['capital over ₹10 crore', '100000001', '', true],
    ['turnover over ₹100 crore', '', '1000000001', true],
    ['turnover only, under the limit', '', '3000000', false],
    ['neither known', '', '', false],
  ])('the small-company answer is settled by the figures: %s', (_name, capital, turnover, settled) => {
    expect(smallCompanySettledByFigures({ paid_up_capital: capital, turnover })).toBe(settled);
  });
});

describe('gstFilingNote: QRMP only up to ₹5 crore (Notification 84/2020-CT)', () => {
  it.each([
    ['quarterly, ₹6 crore', 'quarterly', '60000000', /monthly returns apply/],
    ['quarterly, ₹5 crore exactly', 'quarterly', '50000000', /registered for GST/],
    ['monthly, ₹6 crore', 'monthly', '60000000', /registered for GST/],
    ['quarterly, turnover unknown', 'quarterly', '', /registered for GST/],
  ] as const)('%s', (_name, gst_filing, turnover, note) => expect(gstFilingNote({ gst_filing, turnover })).toMatch(note));
});

describe('changesOf sends only what changed, typed as the contract wants', () => {
  it.each([
    ['turnover', { turnover: '4500000' }, { turnover: 4_500_000 }],
    ['turnover cleared', { turnover: '' }, { turnover: null }],
    ['GST filing', { gst_filing: 'quarterly' as const }, { gst_filing: 'quarterly' }],
    ['deposits', { has_deposits: true }, { has_deposits: true }],
    ['small company', { small_company: false }, { small_company: false }],
    ['financial year end', { fiscal_year_end: '12-31' }, { fiscal_year_end: '12-31' }],
    ['another state', { business_locations: ['Goa'] }, { business_locations: ['Karnataka', 'Goa'] }],
    ['nothing', {}, {}],
  ])('%s', (_name, patch, expected) => {
    expect(changesOf(aCompany(), { ...draftOf(aCompany()), ...patch })).toEqual(expected);
  });
});

describe('draftIssues says what is wrong in words', () => {
  const today = '2026-11-27';
  it.each([
    ['employees not whole', { num_employees: '2.5' }, 'num_employees', /whole number/],
    ['members below one', { member_count: '0' }, 'member_count', /from 1/],
    ['turnover too large', { turnover: '10000000000000000' }, 'turnover', /too large/],
    ['turnover not a number', { turnover: '1.2.3' }, 'turnover', /amount/],
    ['incorporation in the future', { incorporation_date: '2027-01-01' }, 'incorporation_date', /future/],
    ['AGM before incorporation', { agm_date: '2023-01-01' }, 'agm_date', /before the incorporation/],
    ['industry blank', { industry: '  ' }, 'industry', /what the company does/],
  ] as const)('%s', (_name, patch, field, message) => {
    expect(draftIssues({ ...draftOf(aCompany()), ...patch }, today)[field]).toMatch(message);
  });

  it('a company as it is has no issue', () => expect(draftIssues(draftOf(aCompany()), today)).toEqual({}));
});

describe('refusalOf', () => {
  it.each([
    ['changes.member_count: Too small', 'member_count', 'Too small'],
    ['has_manufacturing: applies only to a food business', 'has_manufacturing', 'applies only to a food business'],
    ['changes.business_locations.2: Too long', 'business_locations', 'Too long'],
    ['Company not found', null, 'Company not found'],
  ])('%s', (detail, field, message) => expect(refusalOf(detail)).toEqual({ field, message }));
});
