import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCompanyBodySchema, type Company } from '@charter/shared';
import {
  asksPastFilings,
  emptyWizardValues,
  nextStep,
  ownDuplicate,
  pastFilingsChoice,
  previousStep,
  toCreateBody,
  wizardSchema,
  type WizardValues,
} from './existing-company-form';

const values = (patch: Partial<WizardValues>): WizardValues => ({
  ...emptyWizardValues,
  name: 'Acme Widgets Private Limited',
  entity_type: 'Private Limited',
  state: 'Karnataka',
  industry: 'Technology',
  ...patch,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 28, 12)); // 28 Nov 2026, local time
});
afterEach(() => vi.useRealTimers());

describe('the steps', () => {
  it('skips the incorporation details for a formation, both ways', () => {
    expect(nextStep(3, true)).toBe(5);
    expect(nextStep(3, false)).toBe(4);
    expect(previousStep(5, true)).toBe(3);
    expect(previousStep(5, false)).toBe(4);
  });
});

describe('the filings due before joining', () => {
  it('are asked about only for an existing company past its first month', () => {
    expect(asksPastFilings({ is_formation: false, incorporation_date: '2026-10-01' })).toBe(true);
    expect(asksPastFilings({ is_formation: false, incorporation_date: '2026-11-10' })).toBe(false);
    expect(asksPastFilings({ is_formation: true, incorporation_date: '2020-01-01' })).toBe(false);
    expect(asksPastFilings({ is_formation: false, incorporation_date: '' })).toBe(false);
  });

  it('default to "filed" after a year, otherwise "ask me later"; an answer wins', () => {
    expect(pastFilingsChoice({ past_filings: '', incorporation_date: '2024-06-01' })).toBe('filed');
    expect(pastFilingsChoice({ past_filings: '', incorporation_date: '2026-06-01' })).toBe('unsure');
    expect(pastFilingsChoice({ past_filings: 'not_filed', incorporation_date: '2024-06-01' })).toBe('not_filed');
  });
});

describe('the form', () => {
  it('refuses an incorporation date in the future', () => {
    const result = wizardSchema.safeParse(values({ incorporation_date: '2026-11-29' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The incorporation date cannot be in the future');
  });
});

describe('toCreateBody', () => {
  it('turns typed text into the contract: numbers, nulls for unanswered, the other industry by name', () => {
    const body = toCreateBody(
      values({
        industry: 'Other',
        industry_other: ' Handicrafts ',
        turnover: '2,500,000.50',
        num_employees: '12',
        gst_filing: 'quarterly',
        incorporation_date: '2024-04-01',
        has_deposits: 'no',
      }),
      'India',
    );
    expect(body).toMatchObject({
      industry: 'Handicrafts',
      turnover: 2_500_000.5,
      num_employees: 12,
      gst_filing: 'quarterly',
      incorporation_date: '2024-04-01',
      has_deposits: false,
      business_model: null,
      past_filings: 'filed',
    });
    expect(createCompanyBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends no incorporation facts for a formation, and no GST frequency outside India', () => {
    const body = toCreateBody(
      values({ is_formation: true, incorporation_date: '2024-04-01', has_deposits: 'yes', gst_filing: 'monthly' }),
      'USA',
    );
    expect(body).toMatchObject({ incorporation_date: null, has_deposits: null, gst_filing: null, past_filings: null });
  });

  it('keeps food manufacturing only for a food business', () => {
    expect(toCreateBody(values({ has_manufacturing: true }), 'India').has_manufacturing).toBe(false);
    expect(toCreateBody(values({ is_food_business: true, has_manufacturing: true }), 'India').has_manufacturing).toBe(true);
  });
});

describe('ownDuplicate', () => {
  const mine = {
    id: 'c1',
    name: 'Acme  Widgets Private Limited',
    country: 'India',
    registration_number: 'U72900KA2020PTC123456',
  } as Company;

  it('finds the founder’s company by registration number, or by name in the same country', () => {
    expect(ownDuplicate([mine], 'India', { name: 'Other', registration_number: 'u72900ka2020ptc123456 ' })).toBe(mine);
    expect(ownDuplicate([mine], 'India', { name: ' acme widgets private limited', registration_number: null })).toBe(mine);
  });

  it('does not match the same name in another country', () => {
    expect(ownDuplicate([mine], 'UK', { name: 'Acme Widgets Private Limited', registration_number: null })).toBeUndefined();
  });
});
