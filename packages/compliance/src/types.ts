// Public contract of the compliance engine. Rules are plain JSON-serialisable data so the admin can
// edit them; everything here is a type, no behaviour.

export type Country = 'India' | 'USA' | 'UK';
export type EntityType = 'Private Limited' | 'OPC' | 'LLP' | 'LLC' | 'C-Corp' | 'Ltd';
export type Currency = 'INR' | 'USD' | 'GBP';

/**
 * What the engine knows about a company. `null` always means "unknown", never "no".
 * Defaults (see README): fiscal_year_end India 03-31, USA 12-31, UK last day of the incorporation month;
 * business_locations null = operates only in `state`.
 */
export interface CompanyProfile {
  country: Country;
  entity_type: EntityType;
  /** Indian state/UT ('Maharashtra'), US state ('Delaware'); UK null or 'England'. */
  state: string | null;
  /** 'YYYY-MM-DD' */
  incorporation_date: string | null;
  status: 'forming' | 'existing';
  industry: string | null;
  /** Annual turnover in major units of the local currency (rupees, dollars, pounds). */
  turnover: number | null;
  num_employees: number | null;
  business_model: 'b2b' | 'b2c' | null;
  is_exporter: boolean | null;
  is_food_business: boolean | null;
  has_manufacturing: boolean | null;
  has_international_clients: boolean | null;
  has_deposits: boolean | null;
  /** States of operation; null = only the registered state. */
  business_locations: string[] | null;
  foreign_owned: boolean | null;
  member_count: number | null;
  /** 'MM-DD' */
  fiscal_year_end: string | null;
  gst_filing: 'monthly' | 'quarterly' | null;
  /** Paid-up share capital (companies) or partners' contribution (LLP), major units. */
  paid_up_capital: number | null;
  /** Date of the last AGM held, 'YYYY-MM-DD'. */
  agm_date: string | null;
  vat_registered: boolean | null;
  /** The founder asked for startup recognition and credits (opts in to DPIIT, obligations.md §1H). */
  wants_startup_credits: boolean | null;
  /**
   * The founder's answer to "is the company a small company (s.2(85) Companies Act)?": used only where paid-up capital
   * and turnover leave the test open (see facts.ts), since the figures decide it when they are known.
   */
  small_company?: boolean | null;
}

export type Category = 'Corporate' | 'Tax' | 'Labor' | 'Regulatory';
export type Urgency = 'high' | 'medium' | 'low';
/** 'half_yearly' and 'continuous' extend the brief's list: MSME-1/board meetings and e-invoicing need them. */
export type Recurrence = 'one_time' | 'monthly' | 'quarterly' | 'half_yearly' | 'annual' | 'multi_year' | 'continuous';
export type Applicability = 'mandatory' | 'conditional';

// ---------- applicability conditions (three-valued: true / false / unknown) ----------

/** Profile fields plus facts the engine derives from the profile and asOf. */
export type FactField =
  | keyof CompanyProfile
  | 'operating_state_count'
  | 'years_since_incorporation'
  | 'incorporation_or_planned_date'
  /** s.2(85) small company under the thresholds in force from 1 December 2025 (₹10 crore / ₹100 crore). */
  | 'is_small_company'
  /** The same test under the thresholds before 1 December 2025 (₹4 crore / ₹40 crore). */
  | 'was_small_company';

export type ConditionOp = '==' | '!=' | '>' | '>=' | '<' | '<=' | 'in' | 'not_in' | 'includes' | 'known';

/** On all/any/not, `note` replaces the notes of the children when the node is what stays unknown. */
export type Condition =
  | { readonly all: readonly Condition[]; readonly note?: string }
  | { readonly any: readonly Condition[]; readonly note?: string }
  | { readonly not: Condition; readonly note?: string }
  | {
      readonly field: FactField;
      readonly op: ConditionOp;
      readonly value?: string | number | boolean | readonly (string | number)[];
      /** Result to use when the field is null; omitted = unknown. */
      readonly if_unknown?: boolean;
      /** Shown in condition_note when this leaf is what left the rule undecided. */
      readonly note?: string;
    }
  /** A deciding fact the profile does not capture: always unknown. */
  | { readonly unknown: string };

// ---------- due-date rules ----------

/** One period of a yearly cycle. Month offsets count from the cycle's first month (0 = that month). */
export interface ScheduleEvent {
  readonly period_start: number;
  readonly period_months: number;
  readonly due_month: number;
  /** 1..31; a day past the month's end means its last day. */
  readonly due_day: number;
  /** Template: {MONTH} 'November 2026', {FY} 'FY 2026-27', {Y} cycle year, {Y+1}. */
  readonly label: string;
}

export type DueRule =
  /** One-off: N months and/or days after incorporation. */
  | { readonly kind: 'after_incorporation'; readonly months?: number; readonly days?: number }
  /** No statutory calendar date can be computed from the profile (e.g. "before the first shipment"). */
  | { readonly kind: 'none'; readonly note: string }
  /**
   * A yearly cycle of events: monthly, quarterly, half-yearly, instalments or one fixed annual date.
   * anchor: 'january' calendar year, 'april' Indian FY / UK tax year, 'fiscal_year' the profile's FY.
   */
  | { readonly kind: 'schedule'; readonly anchor: 'january' | 'april' | 'fiscal_year'; readonly events: readonly ScheduleEvent[] }
  /**
   * Relative to each financial-year end of the company (Indian first FY extended for Jan–Mar companies
   * and Oct–Mar LLPs). Either months+days after the end, or day_of_month in the Nth month after it.
   */
  | {
      readonly kind: 'fy_end';
      readonly months?: number;
      readonly days?: number;
      readonly day_of_month?: number;
      /** Companies Act 2006 s.443: a month-end date maps to the month-end N months later. */
      readonly month_end_rule?: boolean;
      /** s.442(3) CA 2006: first period > 12 months → later of N months after incorporation or M after its end. */
      readonly first_long_period?: { readonly months_after_incorporation: number; readonly months_after_period_end: number };
      /** UK CT: a first period of account > 12 months is two CT accounting periods (first 12 months, then the rest). */
      readonly split_first_long_period?: boolean;
      readonly label: 'fy' | 'tax_year' | 'year_ending';
    }
  /** Relative to the start of each taxable year: day D of the (offset+1)th month (California). */
  | { readonly kind: 'fy_start'; readonly month_offset: number; readonly day: number; readonly skip_first: boolean }
  /**
   * Relative to the AGM of each FY: the actual agm_date for the FY it was held for, else the last permissible
   * date (first AGM 9 months after the first FY end, later ones 6 months, at most 15 months after the last).
   * deemed_only: OPCs hold no AGM — use FY end + 6 months every year. every_nth: only every Nth FY from the first.
   */
  | {
      readonly kind: 'agm';
      readonly days_after: number;
      readonly every_nth?: number;
      readonly deemed_only?: boolean;
      readonly is_meeting?: boolean;
    }
  /** Every N years on a fixed date; first year looked up from the Indian FY of incorporation. */
  | {
      readonly kind: 'every_n_years';
      readonly years: number;
      readonly month: number;
      readonly day: number;
      /** Ordered: first entry whose up_to_fy_start ≥ the incorporation FY start year wins. */
      readonly first_due_year: readonly { readonly up_to_fy_start: number; readonly year: number }[];
      /** Otherwise: incorporation FY start year + this offset. Unknown incorporation date → the first entry's year. */
      readonly otherwise_offset: number;
    }
  /** US states: first or last day of the anniversary month of formation. */
  | { readonly kind: 'anniversary_month'; readonly day: 'first' | 'last'; readonly every_years: number; readonly first_after_years: number }
  /**
   * UK confirmation statement: review periods of 12 months beginning with incorporation, then with the day
   * after the last made-up date; due N days after each. first_due_on_or_after makes it a one-off: the first
   * statement due on or after that date.
   */
  | { readonly kind: 'review_period'; readonly months: number; readonly days_after: number; readonly first_due_on_or_after?: string };

// ---------- late fees ----------

export type LateFee =
  | { readonly kind: 'daily'; readonly amount_minor: number; readonly currency: Currency; readonly cap_minor?: number }
  | { readonly kind: 'fixed'; readonly amount_minor: number; readonly currency: Currency }
  /** Per month or part of a month late. */
  | { readonly kind: 'monthly'; readonly amount_minor: number; readonly currency: Currency; readonly cap_minor?: number }
  /** Amount by how late: the first tier whose up_to_months_late covers the delay (null = beyond). */
  | {
      readonly kind: 'tiered';
      readonly currency: Currency;
      readonly tiers: readonly { readonly up_to_months_late: number | null; readonly amount_minor: number }[];
    };

/** What a rule may carry: a LateFee, or a fee that needs a profile fact to become one. */
export type LateFeeSpec =
  | LateFee
  /** × member_count (California Form 568). */
  | { readonly kind: 'monthly_per_member'; readonly amount_minor: number; readonly currency: Currency }
  /** Daily fee and cap picked by turnover bracket; cap in basis points of turnover (GSTR-9). */
  | {
      readonly kind: 'daily_by_turnover';
      readonly currency: Currency;
      readonly brackets: readonly { readonly up_to: number | null; readonly amount_minor: number; readonly cap_basis_points: number }[];
    }
  /** Fixed: basis points of turnover, capped (tax audit s.271B). */
  | { readonly kind: 'percent_of_turnover'; readonly basis_points: number; readonly cap_minor: number; readonly currency: Currency };

// ---------- rules and requirements ----------

export interface ComplianceRule {
  /** obligations.md ID, suffixed where one row yields several rules (e.g. 'IN-IT-07-138'). */
  readonly id: string;
  /** Rules sharing a series are successive legal versions of one obligation: only the next due one is listed. */
  readonly series?: string;
  readonly country: Country;
  readonly entity_types: readonly EntityType[];
  /** Carries the official form name/number. */
  readonly name: string;
  readonly description: string;
  readonly category: Category;
  /** null = applies to every company of the listed entity types. */
  readonly applies_when: Condition | null;
  /** A deciding fact the profile never captures: the rule is always 'conditional' with this note. */
  readonly conditional_on?: string;
  readonly mandatory: boolean;
  /** When present, is_mandatory is false only if this is definitely false (e.g. GSTR-9 optional ≤ ₹2 crore). */
  readonly mandatory_when?: Condition;
  readonly due: DueRule;
  readonly recurrence: Recurrence;
  /** US federal (IRS/SSA) dates move past weekends and federal legal holidays (26 U.S.C. §7503). */
  readonly rollover: 'none' | 'us_federal';
  readonly urgency: Urgency;
  readonly estimated_completion_days: number;
  readonly product_id: string | null;
  readonly penalty: string | null;
  readonly late_fee: LateFeeSpec | null;
  readonly source_url: string;
  readonly last_verified: string;
  /** Law-version window, 'YYYY-MM-DD' inclusive; tested against the due date or the period start. */
  readonly effective_from: string | null;
  readonly effective_to: string | null;
  readonly effective_basis: 'due_date' | 'period_start';
}

export interface Requirement {
  rule_id: string;
  name: string;
  description: string;
  category: Category;
  due_date: string | null;
  period_label: string | null;
  recurrence: Recurrence;
  urgency: Urgency;
  is_mandatory: boolean;
  applicability: Applicability;
  condition_note: string | null;
  estimated_completion_days: number;
  product_id: string | null;
  penalty: string | null;
  late_fee: LateFee | null;
  source_url: string;
  last_verified: string;
  overdue: boolean;
}

export interface Money {
  amount_minor: number;
  currency: Currency;
}

export type RequirementStatus = 'pending' | 'in_progress' | 'completed';

export interface HealthResult {
  /** 0..100 */
  score: number;
  counts: { completed: number; pending: number; overdue: number };
}

// ---------- obligations that exclude each other ----------

/** One way a company can go: the rules it then files, and what choosing it means, in a founder's words. */
export interface AlternativeAnswer {
  readonly label: string;
  /** The value a choice records in the asked field; null where the founder types a figure instead. */
  readonly value: string | number | boolean | null;
  readonly effect: string;
  readonly rule_ids: readonly string[];
}

/**
 * Rules of which a company files one side only (MGT-7 or MGT-7A). When the facts leave it open, the engine lists the
 * `assume` side and asks the first unanswered question of `asks`.
 */
export interface AlternativeGroup {
  readonly id: string;
  readonly country: Country;
  readonly entity_types: readonly EntityType[];
  /** What decides it, with the statute. */
  readonly explanation: string;
  readonly asks: readonly { readonly field: keyof CompanyProfile; readonly question: string; readonly input: 'choice' | 'number' }[];
  readonly answers: readonly AlternativeAnswer[];
  readonly assume: number;
}

/** A question the compliance page asks because the profile leaves a group open. */
export interface OpenQuestion {
  id: string;
  question: string;
  explanation: string;
  field: keyof CompanyProfile;
  input: 'choice' | 'number';
  answers: { label: string; value: string | number | boolean | null; effect: string }[];
  /** The answer listed until the founder gives one. */
  assumed: string;
  /** The rules listed meanwhile (the assumed side). */
  rule_ids: string[];
}
