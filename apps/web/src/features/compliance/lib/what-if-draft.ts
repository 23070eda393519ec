import {
  entityTypesByCountry,
  tickFactsOf,
  type Company,
  type CompanyTickFact,
  type EntityType,
  type UpdateCompanyBody,
} from '@charter/shared';

/**
 * The what-if form: every fact of the company profile the compliance engine reads, as the form holds it (numbers
 * as typed text, unknown as '' or null). Facts a country has no use for stay as they are and are not shown.
 */
export interface WhatIfDraft extends Pick<Company, CompanyTickFact> {
  entity_type: EntityType;
  state: string;
  industry: string;
  incorporation_date: string;
  turnover: string;
  paid_up_capital: string;
  num_employees: string;
  member_count: string;
  business_model: '' | 'b2b' | 'b2c';
  has_deposits: boolean | null;
  foreign_owned: boolean | null;
  vat_registered: boolean | null;
  small_company: boolean | null;
  gst_filing: '' | 'monthly' | 'quarterly';
  fiscal_year_end: string;
  agm_date: string;
  /** States of operation besides the registered one. */
  business_locations: string[];
}

export type WhatIfField = keyof WhatIfDraft;

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function draftOf(company: Company): WhatIfDraft {
  return {
    entity_type: company.entity_type,
    state: company.state,
    industry: company.industry,
    incorporation_date: text(company.incorporation_date),
    turnover: text(company.turnover),
    paid_up_capital: text(company.paid_up_capital),
    num_employees: text(company.num_employees),
    member_count: text(company.member_count),
    business_model: company.business_model ?? '',
    ...tickFactsOf(company),
    has_deposits: company.has_deposits,
    foreign_owned: company.foreign_owned,
    vat_registered: company.vat_registered,
    small_company: company.small_company,
    gst_filing: company.gst_filing ?? '',
    fiscal_year_end: text(company.fiscal_year_end),
    agm_date: text(company.agm_date),
    business_locations: (company.business_locations ?? []).filter((location) => location !== company.state),
  };
}

/** Which facts the panel offers for a company of this country and (draft) entity type. */
export function whatIfFieldsFor(company: Pick<Company, 'country' | 'is_formation'>, entityType: EntityType): Set<WhatIfField> {
  const fields = new Set<WhatIfField>([
    'entity_type',
    'state',
    'industry',
    'incorporation_date',
    'turnover',
    'num_employees',
    'is_exporter',
    'is_food_business',
    'has_manufacturing',
    'fiscal_year_end',
    'agm_date',
    'business_locations',
  ]);
  // Startup recognition is asked of a company formed with Charter only (the server refuses it otherwise).
  if (company.is_formation) fields.add('wants_startup_credits');
  // Members decide the LLP's and the LLC's filings (a single-member LLC files as a disregarded entity).
  if (entityType === 'LLP' || entityType === 'LLC') fields.add('member_count');
  if (company.country === 'India') {
    for (const field of ['paid_up_capital', 'business_model', 'has_international_clients', 'has_deposits', 'gst_filing'] as const) {
      fields.add(field);
    }
    // s.2(85) Companies Act: only a company (not an LLP) can be a small company.
    if (entityType !== 'LLP') fields.add('small_company');
  }
  if (company.country === 'USA') fields.add('foreign_owned');
  if (company.country === 'UK') fields.add('vat_registered');
  return fields;
}

/** The small-company answer counts only where paid-up capital and turnover leave the s.2(85) test open. */
export function smallCompanySettledByFigures(draft: Pick<WhatIfDraft, 'paid_up_capital' | 'turnover'>): boolean {
  const capital = draft.paid_up_capital.trim() === '' ? null : Number(draft.paid_up_capital);
  const turnover = draft.turnover.trim() === '' ? null : Number(draft.turnover);
  const CRORE = 10_000_000;
  return (capital !== null && turnover !== null) || (capital ?? 0) > 10 * CRORE || (turnover ?? 0) > 100 * CRORE;
}

/**
 * QRMP (quarterly GST returns) is open only up to ₹5 crore aggregate turnover (Notification 84/2020-CT): above it the
 * engine plans monthly returns whatever the choice, and the form says so next to the choice.
 */
export function gstFilingNote(draft: Pick<WhatIfDraft, 'gst_filing' | 'turnover'>): string | undefined {
  const turnover = draft.turnover.trim() === '' ? null : Number(draft.turnover);
  if (draft.gst_filing === 'quarterly' && turnover !== null && turnover > 50_000_000) {
    return 'Above ₹5 crore turnover GST returns are monthly (QRMP is for up to ₹5 crore), so the monthly returns apply.';
  }
  return 'Used once the company is registered for GST.';
}

/** A fact changed in the form pulls the facts that depend on it along, so the server never sees an impossible pair. */
export function withDependentFacts(draft: WhatIfDraft, field: WhatIfField, value: WhatIfDraft[WhatIfField]): WhatIfDraft {
  const next = { ...draft, [field]: value };
  // Manufacturing here means food manufacturing or processing: it leaves with the food business.
  if (field === 'is_food_business' && value === false) next.has_manufacturing = false;
  // A state that becomes the registered one is no longer an extra state of operation.
  if (field === 'state') next.business_locations = next.business_locations.filter((location) => location !== value);
  return next;
}

/** What is wrong with the form, in words, field by field (the shared contract's limits, said for a founder). */
export function draftIssues(draft: WhatIfDraft, today: string): Partial<Record<WhatIfField, string>> {
  const issues: Partial<Record<WhatIfField, string>> = {};
  const amount = (field: 'turnover' | 'paid_up_capital', label: string) => {
    const raw = draft[field].trim();
    if (raw === '') return;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) issues[field] = `${label} must be an amount, like 2500000`;
    else if (value > 1e15) issues[field] = `${label} is too large`;
  };
  amount('turnover', 'Turnover');
  amount('paid_up_capital', 'Paid-up capital');
  const count = (field: 'num_employees' | 'member_count', label: string, min: number, max: number) => {
    const raw = draft[field].trim();
    if (raw === '') return;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      issues[field] = `${label} must be a whole number from ${min} to ${max.toLocaleString('en-GB')}`;
  };
  count('num_employees', 'Employees', 0, 10_000_000);
  count('member_count', 'Members', 1, 10_000);
  if (draft.industry.trim() === '') issues.industry = 'Say what the company does';
  if (draft.incorporation_date && draft.incorporation_date > today)
    issues.incorporation_date = 'The incorporation date cannot be in the future';
  if (draft.agm_date && draft.incorporation_date && draft.agm_date < draft.incorporation_date) {
    issues.agm_date = 'The last AGM cannot be before the incorporation';
  }
  return issues;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** The changed fields only, as a PATCH would send them; facts the panel does not show are never sent. */
export function changesOf(company: Company, draft: WhatIfDraft): UpdateCompanyBody {
  const shown = whatIfFieldsFor(company, draft.entity_type);
  const before = draftOf(company);
  const changes: Record<string, unknown> = {};
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  const orNull = (value: string) => (value === '' ? null : value);
  for (const field of shown) {
    if (field === 'business_locations') {
      if (!sameList(draft.business_locations, before.business_locations)) {
        changes.business_locations = draft.business_locations.length > 0 ? [draft.state, ...draft.business_locations] : null;
      }
      continue;
    }
    if (draft[field] === before[field]) continue;
    switch (field) {
      case 'turnover':
      case 'paid_up_capital':
      case 'num_employees':
      case 'member_count':
        changes[field] = number(draft[field]);
        break;
      case 'business_model':
      case 'gst_filing':
      case 'incorporation_date':
      case 'fiscal_year_end':
      case 'agm_date':
        changes[field] = orNull(draft[field]);
        break;
      case 'industry':
        changes.industry = draft.industry.trim();
        break;
      default:
        changes[field] = draft[field];
    }
  }
  // Unticking the food business takes food manufacturing with it even when the panel's box was not touched.
  if (changes.is_food_business === false && company.has_manufacturing) changes.has_manufacturing = false;
  return changes;
}

/** The entity types the company may switch to in its country. */
export const entityTypesFor = (company: Pick<Company, 'country'>): readonly EntityType[] => entityTypesByCountry[company.country];

/** A refusal from the server ("changes.turnover: …" or "has_manufacturing: …") split into the field and the words. */
export function refusalOf(detail: string): { field: string | null; message: string } {
  const match = /^(?:changes\.)?([a-z_]+)(?:\.\d+)?: (.+)$/.exec(detail);
  if (!match) return { field: null, message: detail };
  return { field: match[1]!, message: match[2]! };
}
