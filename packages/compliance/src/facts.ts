// The profile as conditions see it: state names normalised, defaults applied, a few facts derived from asOf.

import { type Day, civilFromDay, formatIsoDate, parseIsoDate } from './dates';
import { normalizeState } from './states';
import type { CompanyProfile, FactField } from './types';

export type FactValue = string | number | boolean | readonly string[] | null;
export type Facts = Readonly<Record<FactField, FactValue>>;

/** Whole years from a to b (b ≥ a), counting an anniversary as complete on the day. */
function wholeYears(a: Day, b: Day): number {
  const ca = civilFromDay(a, [0, 0, 0]);
  const cb = civilFromDay(b, [0, 0, 0]);
  let years = cb[0] - ca[0];
  if (cb[1] < ca[1] || (cb[1] === ca[1] && cb[2] < ca[2])) years--;
  return years < 0 ? 0 : years;
}

const CRORE = 10_000_000;

/**
 * The small-company test of s.2(85) (paid-up capital and turnover both at or under the limits). Figures decide it when
 * they do; where they leave it open, the founder's answer does. "Not small" under the current (higher) limits is also
 * "not small" under the older ones, but "small" now says nothing about the older limits.
 */
function smallCompany(p: CompanyProfile, capitalLimit: number, turnoverLimit: number, trustYes: boolean): boolean | null {
  const capital = p.paid_up_capital;
  const turnover = p.turnover;
  if ((capital !== null && capital > capitalLimit) || (turnover !== null && turnover > turnoverLimit)) return false;
  if (capital !== null && turnover !== null) return true;
  const answer = p.small_company ?? null;
  if (answer === false) return false;
  return trustYes ? answer : null;
}

/**
 * incDay: the incorporation date, or asOf for a company still forming without one (it cannot exist earlier),
 * or null when an existing company's date is unknown.
 */
export function buildFacts(p: CompanyProfile, asOf: Day, incDay: Day | null): Facts {
  const state = p.state === null ? null : normalizeState(p.state);
  const locations = p.business_locations === null ? (state === null ? null : [state]) : p.business_locations.map(normalizeState);
  const operating = locations === null ? null : new Set(state === null ? locations : [state, ...locations]).size;
  return {
    country: p.country,
    entity_type: p.entity_type,
    state,
    incorporation_date: p.incorporation_date,
    status: p.status,
    industry: p.industry === null ? null : p.industry.toLowerCase(),
    turnover: p.turnover,
    num_employees: p.num_employees,
    business_model: p.business_model,
    is_exporter: p.is_exporter,
    is_food_business: p.is_food_business,
    has_manufacturing: p.has_manufacturing,
    has_international_clients: p.has_international_clients,
    has_deposits: p.has_deposits,
    business_locations: locations,
    foreign_owned: p.foreign_owned,
    member_count: p.member_count,
    fiscal_year_end: p.fiscal_year_end,
    gst_filing: p.gst_filing,
    paid_up_capital: p.paid_up_capital,
    agm_date: p.agm_date,
    vat_registered: p.vat_registered,
    wants_startup_credits: p.wants_startup_credits,
    operating_state_count: operating,
    years_since_incorporation: incDay === null ? null : wholeYears(incDay, asOf),
    incorporation_or_planned_date: incDay === null ? null : formatIsoDate(incDay),
    small_company: p.small_company ?? null,
    is_small_company: smallCompany(p, 10 * CRORE, 100 * CRORE, true),
    was_small_company: smallCompany(p, 4 * CRORE, 40 * CRORE, false),
  };
}

/** Parses the profile's incorporation date; forming companies without one are treated as incorporated at asOf. */
export function incorporationDay(p: CompanyProfile, asOf: Day): { day: Day | null; assumed: boolean } {
  if (p.incorporation_date !== null) return { day: parseIsoDate(p.incorporation_date), assumed: false };
  if (p.status === 'forming') return { day: asOf, assumed: true };
  return { day: null, assumed: false };
}
