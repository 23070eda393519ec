// The founders' evaluation (issue 29 §2): its case shape, the companies it asks about, and what a fact may be.
import type { CreateCompanyBody } from '@charter/shared';

export const intents = ['due', 'cost', 'consequence', 'applicability', 'howto'] as const;
export type EvalIntent = (typeof intents)[number];

export type ProfileKey = 'inM' | 'inQ' | 'llp' | 'de' | 'uk';

/** The companies the advisor is asked about: one per kind of founder the platform serves. */
export const evalProfiles: Record<ProfileKey, CreateCompanyBody> = {
  // A monthly GST filer with employees (EPF and ESIC apply), no exports.
  inM: {
    name: 'Monthly Masala Technologies Private Limited',
    country: 'India',
    state: 'Maharashtra',
    entity_type: 'Private Limited',
    industry: 'Technology',
    incorporation_date: '2023-04-10',
    turnover: 30_000_000,
    num_employees: 25,
    business_model: 'b2b',
    is_exporter: false,
    is_food_business: false,
    gst_filing: 'monthly',
    paid_up_capital: 1_000_000,
  },
  // A QRMP (quarterly) GST filer with employees that exports services, in Karnataka (GSTR-3B on the 22nd).
  inQ: {
    name: 'Quarterly Quill Software Private Limited',
    country: 'India',
    state: 'Karnataka',
    entity_type: 'Private Limited',
    industry: 'Technology',
    incorporation_date: '2024-06-15',
    turnover: 12_000_000,
    num_employees: 12,
    business_model: 'b2b',
    is_exporter: true,
    is_food_business: false,
    gst_filing: 'quarterly',
    paid_up_capital: 100_000,
  },
  // An LLP above the GST threshold that has not recorded a GST filing frequency.
  llp: {
    name: 'Ledger Lane Consulting LLP',
    country: 'India',
    state: 'Delhi',
    entity_type: 'LLP',
    industry: 'Consulting',
    incorporation_date: '2022-08-01',
    turnover: 5_000_000,
    num_employees: 3,
    business_model: 'b2b',
    is_exporter: false,
    is_food_business: false,
  },
  // A Delaware C-Corp owned by a founder outside the USA.
  de: {
    name: 'Northstar Labs Inc.',
    country: 'USA',
    state: 'Delaware',
    entity_type: 'C-Corp',
    industry: 'Technology',
    incorporation_date: '2024-02-01',
    turnover: 400_000,
    num_employees: 2,
    business_model: 'b2b',
    foreign_owned: true,
  },
  // A UK private company limited by shares, VAT-registered, with a few employees.
  uk: {
    name: 'Thames Widget Works Ltd',
    country: 'UK',
    state: 'England and Wales',
    entity_type: 'Ltd',
    industry: 'Retail',
    incorporation_date: '2024-05-20',
    turnover: 250_000,
    num_employees: 4,
    business_model: 'b2c',
    vat_registered: true,
  },
};

/** What fact functions may read: computed at run time from the engine's plan, the fee tables and the catalogue. */
export interface FactContext {
  /** The asked company's turnover as the answer formats it (advisor questions only). */
  turnover: string;
  /** A US state's formation filing fee, formatted ("$110"). */
  usStateFee: (state: string) => string;
}

export type Fact = string | ((context: FactContext) => string);

export type Subject =
  /** Each inner list: the rules (versions or variants) one named obligation may be; every list must be named. */
  | { rules: string[][] }
  /** The company's next open MCA-form filing (advisor). */
  | { nextMca: true }
  | { service: string }
  | { formation: { country: 'India' | 'USA'; entity: string; state: string | null } };

export interface FounderCase {
  part: 'held-out' | 'tuning';
  /** The advisor of a company (its profile), or the landing page's open assistant (countries of its context). */
  asker: { profile: ProfileKey } | { countries: string[] };
  question: string;
  intent: EvalIntent;
  subject: Subject;
  /** Facts the answer must state (besides the subject's own: its dates for a due-date question, its price for a cost). */
  facts: Fact[];
  /** Text that would mean the answer is about something else, or wrong. */
  not: string[];
  /** Applicability: the rule whose place in the plan decides the verdict the answer must open with. */
  verdict?: string;
}

interface Extra {
  facts?: Fact[];
  not?: string[];
  verdict?: string;
}

const advisorCase =
  (profile: ProfileKey) =>
  (question: string, intent: EvalIntent, subject: Subject, extra: Extra = {}): FounderCase => ({
    part: 'held-out',
    asker: { profile },
    question,
    intent,
    subject,
    facts: extra.facts ?? [],
    not: extra.not ?? [],
    ...(extra.verdict ? { verdict: extra.verdict } : {}),
  });

/** Case builders: `part` is set by the file the case lives in. */
export const ask = {
  inM: advisorCase('inM'),
  inQ: advisorCase('inQ'),
  llp: advisorCase('llp'),
  de: advisorCase('de'),
  uk: advisorCase('uk'),
  landing: (countries: string[], question: string, intent: EvalIntent, subject: Subject, extra: Extra = {}): FounderCase => ({
    part: 'held-out',
    asker: { countries },
    question,
    intent,
    subject,
    facts: extra.facts ?? [],
    not: extra.not ?? [],
  }),
};

export const asTuning = (cases: FounderCase[]): FounderCase[] => cases.map((item) => ({ ...item, part: 'tuning' }));
