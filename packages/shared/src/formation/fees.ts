import { formatMajor } from '../money/format-money';
import { isMajorAmount, linesToMajor, toMajor, toMinor, type Currency } from '../money/money';
import { dscHolders } from './formation-rules';
import type { IndiaEntityType, IndiaFeeBreakdown, UsaFeeBreakdown, UsEntityType } from './incorporation';
import { stampDutyRupees, type IndiaState } from './india-stamp-duty';
import { stateFilingFeeDollars, type UsState } from './us-state-filing-fees';

/** Spec §9 India fees, rupees. */
export const INDIA_FEES = {
  professionalFee: 4999,
  nameApproval: 1000,
  nameApprovalLlp: 200,
  dscPerDirector: 2500,
  panTan: 200,
  llpStampDuty: 500,
} as const;

/** Spec §9 USA fees, dollars (the state filing fee comes from the state's table). */
export const USA_FEES = { formationFeeDelaware: 89, formationFee: 119, ein: 199, registeredAgent: 99 } as const;

export interface Quote<B> {
  /** Each fee line in integer minor units: what is stored with the order and charged. */
  lines_minor: Record<string, number>;
  /** The same lines in major units, as the API answers them (converted once, from `lines_minor`). */
  fee_breakdown: B;
  /** In major units, as the API speaks. */
  total_amount: number;
  /** Integer minor units, what is charged. */
  total_minor: number;
  currency: 'INR' | 'USD';
}

/** The spec's fee tables are in whole rupees and dollars; they become minor units here, once. */
const inr = (rupees: number) => toMinor(rupees, 'INR');
const usd = (dollars: number) => toMinor(dollars, 'USD');

function quote<B>(lines: Record<string, number>, totalMinor: number, currency: 'INR' | 'USD'): Quote<B> {
  return {
    lines_minor: lines,
    fee_breakdown: linesToMajor(lines, currency) as B,
    total_amount: toMajor(totalMinor, currency),
    total_minor: totalMinor,
    currency,
  };
}

export function quoteIndiaIncorporation(input: {
  entity_type: IndiaEntityType;
  state: IndiaState;
  authorized_capital: number;
  directors?: readonly unknown[] | undefined;
  /** Private Limited and OPC: a subscriber who is not also a director needs a DSC of their own. */
  subscribers?: readonly unknown[] | undefined;
}): Quote<IndiaFeeBreakdown> {
  const llp = input.entity_type === 'LLP';
  const stampDuty = inr(llp ? INDIA_FEES.llpStampDuty : stampDutyRupees(input.state, input.authorized_capital));
  const dsc = inr(INDIA_FEES.dscPerDirector) * dscHolders({ directors: input.directors, subscribers: llp ? [] : input.subscribers });
  const nameApproval = inr(llp ? INDIA_FEES.nameApprovalLlp : INDIA_FEES.nameApproval);
  const panTan = inr(INDIA_FEES.panTan);
  const government = stampDuty + dsc + nameApproval + panTan;
  const professional = inr(INDIA_FEES.professionalFee);
  return quote(
    {
      stamp_duty: stampDuty,
      dsc,
      name_approval: nameApproval,
      pan_tan: panTan,
      government_fee: government,
      professional_fee: professional,
    },
    government + professional,
    'INR',
  );
}

export function quoteUsaIncorporation(input: {
  entity_type: UsEntityType;
  state: UsState;
  members?: readonly unknown[] | undefined;
  /** Charter's registered agent (the default) is a fee line; a founder's own agent is not. */
  registered_agent?: { provider: 'charter' | 'own' } | undefined;
}): Quote<UsaFeeBreakdown> {
  const members = Math.max(1, input.members?.length ?? 1);
  const ownAgent = input.registered_agent?.provider === 'own';
  const lines: Record<string, number> = {
    formation_fee: usd(input.state === 'Delaware' ? USA_FEES.formationFeeDelaware : USA_FEES.formationFee),
    ein: usd(USA_FEES.ein),
    ...(ownAgent ? {} : { registered_agent: usd(USA_FEES.registeredAgent) }),
    state_filing_fee: usd(stateFilingFeeDollars(input.state, members)),
  };
  const total = Object.values(lines).reduce((sum, amount) => sum + amount, 0);
  return quote(lines, total, 'USD');
}

/** True when what the client shows is exactly what the server charges (every line and the total, to the minor unit). */
export function sameQuote(
  clientBreakdown: Record<string, number> | undefined,
  clientTotal: number | undefined,
  quote: Quote<IndiaFeeBreakdown | UsaFeeBreakdown>,
): boolean {
  const same = (major: number | undefined, minor: number | undefined) =>
    major !== undefined && minor !== undefined && isMajorAmount(major, quote.currency) && toMinor(major, quote.currency) === minor;
  if (clientTotal !== undefined && !same(clientTotal, quote.total_minor)) return false;
  if (!clientBreakdown) return true;
  const keys = new Set([...Object.keys(quote.lines_minor), ...Object.keys(clientBreakdown)]);
  return [...keys].every((key) => same(clientBreakdown[key], quote.lines_minor[key]));
}

const lineLabels: Record<string, string> = {
  stamp_duty: 'Stamp duty',
  dsc: 'Digital signatures (DSC)',
  name_approval: 'Name approval',
  pan_tan: 'PAN and TAN',
  government_fee: 'Government fees',
  professional_fee: 'Professional fee',
  formation_fee: 'Formation service',
  ein: 'EIN application',
  registered_agent: 'Registered agent (1 year)',
  state_filing_fee: 'State filing fee',
  // A catalogue service's order (checkout): its fees as the services page showed them.
  govt_agency_fees: 'Government fees (at cost)',
  tax: 'Tax',
  platform_fee: 'Platform fee',
};

const lineOrder = Object.keys(lineLabels);

/**
 * The fee lines as a founder reads them (the review step, the order page), in a fixed order whatever order the keys
 * arrive in; `subtotal` marks the government fee (a sum of the lines above it).
 */
export function feeBreakdownLines(
  breakdown: IndiaFeeBreakdown | UsaFeeBreakdown | Record<string, number>,
  currency: Currency,
): { key: string; label: string; amount: number; formatted: string; subtotal: boolean }[] {
  const rank = (key: string) => (lineOrder.includes(key) ? lineOrder.indexOf(key) : lineOrder.length);
  const entries = Object.entries(breakdown as Record<string, number>).sort(([a], [b]) => rank(a) - rank(b));
  return entries.map(([key, amount]) => ({
    key,
    label: lineLabels[key] ?? key,
    amount,
    formatted: formatMajor(amount, currency),
    subtotal: key === 'government_fee',
  }));
}
