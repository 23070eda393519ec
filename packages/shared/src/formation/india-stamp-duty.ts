import type { indiaStates } from '../companies/regions';

export type IndiaState = (typeof indiaStates)[number];

/** How a state charges stamp duty on the Articles of Association of a company with share capital. */
type AoaRule =
  | { kind: 'flat'; amount: number }
  /** A share of authorised capital, with a floor and a ceiling (Delhi 0.15% up to ₹25 lakh, Gujarat 0.5% up to ₹5 lakh). */
  | { kind: 'percent'; percent: number; min?: number; max?: number }
  /** An amount for every slab of capital or part of it (Maharashtra ₹1,000 per ₹5 lakh). */
  | { kind: 'per-slab'; amount: number; slabLakh: number }
  /** One amount up to a capital, another above it (Haryana ₹60 up to ₹1 lakh, ₹120 above). */
  | { kind: 'threshold'; upToLakh: number; atOrBelow: number; above: number };

interface StampDutyRule {
  /** Stamp on the incorporation form (INC-2/INC-7/INC-29, now SPICe+). */
  form: number;
  moa: number;
  aoa: AoaRule;
  sources: readonly string[];
  /** False where sources disagree, are old, or only one secondary source was found: shown to staff, not hidden. */
  confirmed: boolean;
  note?: string;
}

const MCA_SCHEDULE = 'https://www.corporate-cases.com/2012/01/stamp-duty-on-moa-and-aoa.html (MCA e-stamp schedule)';
const LMA_TABLE = 'https://dhamijasukhija.com/resources/Utilities/Rates_of_stamp_duty/Rates_of_stamp_duty.aspx';
const ARMUTHA = 'https://armutha.in/page/Stamp_duty_Rates';
const FACELESS = 'https://facelesscompliance.com/14361/know-state-wise-rates-of-stamp-duty-for-formation-of-company-moa-and-aoa';
const QUICKCOMPANY = 'https://www.quickcompany.in/articles/stamp-duty-on-pvt-ltd-incorporation';
const ELAGAAN = 'http://elagaan.com/business/start/stamp-duty-chart-various-roc-forms-and-documents';
const SPEC = 'product-spec §9 (fixed figure for ₹1 lakh)';

const flat = (amount: number): AoaRule => ({ kind: 'flat', amount });
/** North-eastern states' flat schedule (form 10, MoA 100, AoA 150). */
const northEast = (note?: string): StampDutyRule => ({
  form: 10,
  moa: 100,
  aoa: flat(150),
  sources: [QUICKCOMPANY],
  confirmed: false,
  ...(note ? { note } : {}),
});
const apTelangana: AoaRule = { kind: 'percent', percent: 0.15, min: 1000, max: 500_000 };

/**
 * Stamp duty on incorporating a Private Limited company or OPC, by state: the form stamp + MoA + AoA (the figure a
 * founder pays; obligations.md §1I gives MoA + AoA, to which the form stamp is added, which is how the spec's Delhi 360
 * and Maharashtra 1,300 arise). Each row names its sources; `confirmed: false` marks rows to re-check before charging.
 */
export const indiaStampDutyRules: Record<IndiaState, StampDutyRule> = {
  'Andhra Pradesh': { form: 20, moa: 500, aoa: apTelangana, sources: [MCA_SCHEDULE, ARMUTHA], confirmed: true },
  'Arunachal Pradesh': { form: 10, moa: 200, aoa: flat(500), sources: [MCA_SCHEDULE, QUICKCOMPANY], confirmed: true },
  Assam: { form: 15, moa: 200, aoa: flat(310), sources: [MCA_SCHEDULE, QUICKCOMPANY], confirmed: true },
  Bihar: {
    form: 20,
    moa: 500,
    aoa: { kind: 'percent', percent: 0.15, min: 1000, max: 500_000 },
    sources: [ARMUTHA, QUICKCOMPANY],
    confirmed: true,
  },
  Chhattisgarh: {
    form: 10,
    moa: 500,
    aoa: { kind: 'percent', percent: 0.15, min: 1000 },
    sources: [QUICKCOMPANY, ELAGAAN],
    confirmed: false,
    note: 'Secondary sources only; the ₹10 lakh total (2,010) agrees across them.',
  },
  Goa: {
    form: 50,
    moa: 150,
    aoa: { kind: 'per-slab', amount: 1000, slabLakh: 5 },
    sources: [ELAGAAN, 'https://quickcompany.in/articles/stamp-duty-on-opc-incorporation'],
    confirmed: false,
    note: 'AoA ₹1,000 per ₹5 lakh from an older chart; form stamp ₹50 from a 2017 table.',
  },
  Gujarat: {
    form: 20,
    moa: 100,
    aoa: { kind: 'percent', percent: 0.5, max: 500_000 },
    sources: ['obligations.md §1I', LMA_TABLE],
    confirmed: true,
  },
  Haryana: {
    form: 15,
    moa: 60,
    aoa: { kind: 'threshold', upToLakh: 1, atOrBelow: 60, above: 120 },
    sources: ['obligations.md §1I', FACELESS, LMA_TABLE],
    confirmed: true,
  },
  'Himachal Pradesh': {
    form: 3,
    moa: 60,
    aoa: flat(60),
    sources: [QUICKCOMPANY, ELAGAAN],
    confirmed: false,
    note: 'An older chart shows ₹198 each for MoA and AoA; the 2017 table is used.',
  },
  Jharkhand: { form: 5, moa: 63, aoa: flat(105), sources: [QUICKCOMPANY, ELAGAAN], confirmed: true },
  Karnataka: {
    form: 20,
    moa: 5000,
    aoa: flat(5000),
    sources: [SPEC, 'https://www.foxmandal.in/News/stamp-duty-hike-karnataka-notifies-amendment/'],
    confirmed: false,
    note: 'Karnataka Stamp (Amendment) Act 2023, notified 3 Feb 2024, raised MoA/AoA duty; the spec fixes ₹10,020 for ₹1 lakh. The split between MoA and AoA and the amounts for ₹5 and ₹10 lakh are unconfirmed (same total used).',
  },
  Kerala: {
    form: 25,
    moa: 1000,
    aoa: flat(2000),
    sources: [QUICKCOMPANY, ELAGAAN],
    confirmed: false,
    note: 'Sources disagree (an older chart shows MoA ₹500, AoA ₹1,000).',
  },
  'Madhya Pradesh': {
    form: 50,
    moa: 2500,
    aoa: flat(5000),
    sources: [QUICKCOMPANY],
    confirmed: false,
    note: 'One secondary source; whether AoA scales with capital is unconfirmed.',
  },
  Maharashtra: {
    form: 100,
    moa: 200,
    aoa: { kind: 'per-slab', amount: 1000, slabLakh: 5 },
    sources: [SPEC, 'obligations.md §1I', LMA_TABLE, ARMUTHA],
    confirmed: true,
    note: 'A BCAS referencer gives MoA ₹1,000 after the 2015 amendment; the MCA schedule and the spec use ₹200.',
  },
  Manipur: northEast(),
  Meghalaya: { form: 10, moa: 100, aoa: flat(300), sources: [QUICKCOMPANY], confirmed: false },
  Mizoram: northEast(),
  Nagaland: northEast(),
  Odisha: { form: 10, moa: 300, aoa: flat(300), sources: [ARMUTHA, LMA_TABLE, QUICKCOMPANY], confirmed: true },
  Punjab: {
    form: 25,
    moa: 5000,
    aoa: flat(5000),
    sources: [QUICKCOMPANY],
    confirmed: false,
    note: 'One secondary source.',
  },
  Rajasthan: { form: 10, moa: 500, aoa: flat(500), sources: [QUICKCOMPANY], confirmed: false, note: 'One secondary source.' },
  Sikkim: {
    form: 0,
    moa: 0,
    aoa: flat(0),
    sources: [SPEC, 'obligations.md §1A'],
    confirmed: true,
    note: 'No stamp duty: the spec fixes ₹0 (obligations.md notes the Companies Act’s special position in Sikkim).',
  },
  'Tamil Nadu': {
    form: 20,
    moa: 200,
    aoa: { kind: 'percent', percent: 0.05, max: 500_000 },
    sources: [
      'obligations.md §1I',
      'https://www.mondaq.com/india/landlord-tenant-leases/1511740/recent-amendments-made-to-the-stamp-duty-payable-on-various-instruments-in-tamil-nadu',
    ],
    confirmed: false,
    note: 'AoA 0.05% of authorised capital from 3 May 2024; the MoA amount after 2024 and the cap are unconfirmed.',
  },
  Telangana: { form: 20, moa: 500, aoa: apTelangana, sources: ['obligations.md §1I', MCA_SCHEDULE, ARMUTHA], confirmed: true },
  Tripura: northEast(),
  'Uttar Pradesh': { form: 10, moa: 500, aoa: flat(500), sources: ['obligations.md §1I', QUICKCOMPANY], confirmed: true },
  Uttarakhand: { form: 10, moa: 500, aoa: flat(500), sources: [QUICKCOMPANY], confirmed: false, note: 'One secondary source.' },
  'West Bengal': { form: 10, moa: 60, aoa: flat(300), sources: ['obligations.md §1I', QUICKCOMPANY], confirmed: true },
  'Andaman and Nicobar Islands': { form: 20, moa: 200, aoa: flat(300), sources: [MCA_SCHEDULE, ELAGAAN], confirmed: true },
  Chandigarh: {
    form: 3,
    moa: 500,
    aoa: { kind: 'percent', percent: 0.15, min: 1000 },
    sources: [QUICKCOMPANY, ELAGAAN],
    confirmed: false,
    note: 'Sources disagree on the form stamp (₹3 or ₹10) and on AoA at ₹10 lakh.',
  },
  'Dadra and Nagar Haveli and Daman and Diu': {
    form: 20,
    moa: 100,
    aoa: { kind: 'percent', percent: 0.5, max: 500_000 },
    sources: [ELAGAAN],
    confirmed: false,
    note: 'Dadra and Nagar Haveli’s schedule; Daman and Diu’s (MoA ₹150, AoA ₹1,000 per ₹5 lakh) differed before the 2020 merger.',
  },
  Delhi: {
    form: 10,
    moa: 200,
    aoa: { kind: 'percent', percent: 0.15, max: 2_500_000 },
    sources: [SPEC, 'obligations.md §1I', LMA_TABLE, ARMUTHA],
    confirmed: true,
  },
  'Jammu and Kashmir': {
    form: 10,
    moa: 150,
    aoa: flat(150),
    sources: [QUICKCOMPANY, ELAGAAN],
    confirmed: false,
    note: 'An older chart shows ₹300 each (₹450 above ₹1 lakh); the Indian Stamp Act applies since 2019.',
  },
  Ladakh: {
    form: 10,
    moa: 150,
    aoa: flat(150),
    sources: [QUICKCOMPANY],
    confirmed: false,
    note: 'No separate schedule found; Jammu and Kashmir’s (Ladakh was part of it until 2019).',
  },
  Lakshadweep: { form: 25, moa: 500, aoa: flat(1000), sources: [QUICKCOMPANY], confirmed: false, note: 'One secondary source.' },
  Puducherry: { form: 15, moa: 200, aoa: flat(300), sources: [QUICKCOMPANY], confirmed: false, note: 'One secondary source.' },
};

const LAKH = 100_000;

function aoaDuty(rule: AoaRule, capitalRupees: number): number {
  switch (rule.kind) {
    case 'flat':
      return rule.amount;
    case 'percent': {
      const raw = Math.round((capitalRupees * rule.percent) / 100);
      return Math.min(rule.max ?? Infinity, Math.max(rule.min ?? 0, raw));
    }
    case 'per-slab':
      return Math.ceil(capitalRupees / (rule.slabLakh * LAKH)) * rule.amount;
    case 'threshold':
      return capitalRupees <= rule.upToLakh * LAKH ? rule.atOrBelow : rule.above;
  }
}

/** Stamp duty in rupees (form + MoA + AoA) for a company with share capital in the state, at the authorised capital. */
export function stampDutyRupees(state: IndiaState, authorisedCapitalLakh: number): number {
  const rule = indiaStampDutyRules[state];
  return rule.form + rule.moa + aoaDuty(rule.aoa, Math.round(authorisedCapitalLakh * LAKH));
}
