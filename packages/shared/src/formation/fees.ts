import { formatMoney, type Currency } from '../money/format-money';
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
  fee_breakdown: B;
  /** In major units, as the API speaks. */
  total_amount: number;
  /** Integer minor units, what is charged. */
  total_minor: number;
  currency: 'INR' | 'USD';
}

const minor = (major: number) => Math.round(major * 100);

export function quoteIndiaIncorporation(input: {
  entity_type: IndiaEntityType;
  state: IndiaState;
  authorized_capital: number;
  directors?: readonly unknown[] | undefined;
}): Quote<IndiaFeeBreakdown> {
  const directors = Math.max(1, input.directors?.length ?? 1);
  const llp = input.entity_type === 'LLP';
  const stampDuty = llp ? INDIA_FEES.llpStampDuty : stampDutyRupees(input.state, input.authorized_capital);
  const dsc = INDIA_FEES.dscPerDirector * directors;
  const nameApproval = llp ? INDIA_FEES.nameApprovalLlp : INDIA_FEES.nameApproval;
  const governmentMinor = minor(stampDuty) + minor(dsc) + minor(nameApproval) + minor(INDIA_FEES.panTan);
  const totalMinor = governmentMinor + minor(INDIA_FEES.professionalFee);
  return {
    fee_breakdown: {
      stamp_duty: stampDuty,
      dsc,
      name_approval: nameApproval,
      pan_tan: INDIA_FEES.panTan,
      government_fee: governmentMinor / 100,
      professional_fee: INDIA_FEES.professionalFee,
    },
    total_amount: totalMinor / 100,
    total_minor: totalMinor,
    currency: 'INR',
  };
}

export function quoteUsaIncorporation(input: {
  entity_type: UsEntityType;
  state: UsState;
  members?: readonly unknown[] | undefined;
}): Quote<UsaFeeBreakdown> {
  const members = Math.max(1, input.members?.length ?? 1);
  const breakdown: UsaFeeBreakdown = {
    formation_fee: input.state === 'Delaware' ? USA_FEES.formationFeeDelaware : USA_FEES.formationFee,
    ein: USA_FEES.ein,
    registered_agent: USA_FEES.registeredAgent,
    state_filing_fee: stateFilingFeeDollars(input.state, members),
  };
  const totalMinor = Object.values(breakdown).reduce((sum, amount) => sum + minor(amount), 0);
  return { fee_breakdown: breakdown, total_amount: totalMinor / 100, total_minor: totalMinor, currency: 'USD' };
}

/** True when what the client shows is exactly what the server charges (every line and the total). */
export function sameQuote(
  clientBreakdown: Record<string, number> | undefined,
  clientTotal: number | undefined,
  quote: Quote<IndiaFeeBreakdown | UsaFeeBreakdown>,
): boolean {
  if (clientTotal !== undefined && minor(clientTotal) !== quote.total_minor) return false;
  if (!clientBreakdown) return true;
  const expected = quote.fee_breakdown as unknown as Record<string, number>;
  const keys = new Set([...Object.keys(expected), ...Object.keys(clientBreakdown)]);
  return [...keys].every((key) => clientBreakdown[key] !== undefined && minor(clientBreakdown[key]) === minor(expected[key] ?? NaN));
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
    formatted: formatMoney(minor(amount), currency),
    subtotal: key === 'government_fee',
  }));
}
