import type { usStates } from '../companies/regions';

export type UsState = (typeof usStates)[number];

interface StateFilingFee {
  /** US dollars, the state's fee for the formation document. */
  fee: number;
  confirmed: boolean;
  note?: string;
  /** Tennessee: $50 per member, at least `fee`, at most `max`. */
  perMember?: { amount: number; max: number };
}

/**
 * The state filing fee charged for a formation, one per state for an LLC or a C-Corp alike (the spec's single table):
 * the LLC filing fee of obligations.md §2D (online where two are given), which cites each state's filing authority
 * through the OptivaxGlobal/American-Business-Formations table and cross-checks. Nevada's 425 includes the initial
 * list ($150) and business licence ($200) due at formation, as the spec fixes.
 */
export const US_FILING_FEE_SOURCE =
  'obligations.md §2D (https://github.com/OptivaxGlobal/American-Business-Formations server/app/services/states.py; https://www.wolterskluwer.com/en/expert-insights/how-much-does-it-cost-to-start-an-llc ; https://www.harborcompliance.com/information/entity-formation-fees)';

export const usStateFilingFees: Record<UsState, StateFilingFee> = {
  Alabama: { fee: 200, confirmed: true, note: 'A name reservation ($25–28) is also required.' },
  Alaska: { fee: 250, confirmed: true, note: '$150 filing + $100 biennial licence.' },
  Arizona: { fee: 50, confirmed: true, note: 'Publication within 60 days unless the agent is in Maricopa or Pima county (not included).' },
  Arkansas: { fee: 45, confirmed: true, note: 'Online; $50 on paper.' },
  California: { fee: 70, confirmed: true },
  Colorado: { fee: 50, confirmed: true },
  Connecticut: { fee: 120, confirmed: true },
  Delaware: { fee: 110, confirmed: false, note: 'Older tables show $90; the spec fixes $110.' },
  'District of Columbia': { fee: 99, confirmed: true },
  Florida: { fee: 125, confirmed: true, note: 'Includes the $25 registered agent designation.' },
  Georgia: { fee: 110, confirmed: false, note: 'Includes a $10 service charge; aggregators show $100.' },
  Hawaii: { fee: 50, confirmed: true },
  Idaho: { fee: 100, confirmed: true, note: 'Online; mail costs more.' },
  Illinois: { fee: 150, confirmed: true },
  Indiana: { fee: 95, confirmed: true, note: 'Online; $100 on paper.' },
  Iowa: { fee: 50, confirmed: true },
  Kansas: { fee: 85, confirmed: false, note: 'Online; aggregators show $160/$165.' },
  Kentucky: { fee: 40, confirmed: true },
  Louisiana: { fee: 100, confirmed: true },
  Maine: { fee: 175, confirmed: true },
  Maryland: { fee: 100, confirmed: false, note: 'Online; the paper figure is unconfirmed.' },
  Massachusetts: { fee: 500, confirmed: true, note: 'Plus a $20 online surcharge (not included).' },
  Michigan: { fee: 50, confirmed: true },
  Minnesota: { fee: 155, confirmed: true, note: 'Online; $135 by mail.' },
  Mississippi: { fee: 50, confirmed: true },
  Missouri: { fee: 50, confirmed: true, note: 'Online; $105 on paper.' },
  Montana: { fee: 35, confirmed: true },
  Nebraska: { fee: 100, confirmed: false, note: 'Online; plus a publication requirement; aggregators show $105.' },
  Nevada: { fee: 425, confirmed: true, note: '$75 filing + $150 initial list + $200 business licence, all due at formation.' },
  'New Hampshire': { fee: 100, confirmed: true },
  'New Jersey': { fee: 100, confirmed: false, note: 'Aggregators show $125.' },
  'New Mexico': { fee: 50, confirmed: true },
  'New York': {
    fee: 200,
    confirmed: true,
    note: 'Plus publication within 120 days and the $50 certificate of publication (not included).',
  },
  'North Carolina': { fee: 125, confirmed: true },
  'North Dakota': { fee: 135, confirmed: true },
  Ohio: { fee: 99, confirmed: true },
  Oklahoma: { fee: 100, confirmed: true },
  Oregon: { fee: 100, confirmed: true },
  Pennsylvania: { fee: 125, confirmed: true },
  'Rhode Island': { fee: 150, confirmed: true },
  'South Carolina': { fee: 110, confirmed: true },
  'South Dakota': { fee: 150, confirmed: true, note: 'Online; $165 on paper.' },
  Tennessee: { fee: 300, confirmed: true, note: '$50 per member, at least $300, at most $3,000.', perMember: { amount: 50, max: 3000 } },
  Texas: { fee: 300, confirmed: true },
  Utah: { fee: 59, confirmed: true },
  Vermont: { fee: 155, confirmed: true },
  Virginia: { fee: 100, confirmed: true },
  Washington: { fee: 180, confirmed: false, note: 'Some sources show $200.' },
  'West Virginia': { fee: 100, confirmed: false, note: '$101 online; some sources show $130.' },
  Wisconsin: { fee: 130, confirmed: true, note: 'Online (Wis. Stat. 183.0114(1)(a)); $170 on paper.' },
  Wyoming: { fee: 100, confirmed: true },
};

/** The state's filing fee in dollars for a formation with this many members. */
export function stateFilingFeeDollars(state: UsState, members: number): number {
  const { fee, perMember } = usStateFilingFees[state];
  return perMember ? Math.max(fee, Math.min(perMember.max, perMember.amount * members)) : fee;
}
