import {
  capitalOptionsFor,
  feeBreakdownLines,
  formatMajor,
  formatMoney,
  indiaStates,
  quoteIndiaIncorporation,
  quoteUsaIncorporation,
  usStateFilingFees,
  usStates,
  type IndiaEntityType,
  type IndiaState,
  type UsEntityType,
  type UsState,
} from '@charter/shared';
import type { FormationAsk } from './understand';

/**
 * The fewest founders the law allows, which a formation quote prices (a DSC each): two directors for a Private Limited
 * (s.149(1)(a) Companies Act 2013), two designated partners for an LLP (s.7 LLP Act 2008), one for an OPC.
 */
export function minimumFounders(entity: IndiaEntityType): number {
  return entity === 'OPC' ? 1 : 2;
}

const MCA = 'https://www.mca.gov.in/';
const DELAWARE = 'https://corp.delaware.gov/';
const IRS_EIN = 'https://www.irs.gov/businesses/small-businesses-self-employed/employer-id-numbers';
const COMPANIES_HOUSE = 'https://www.gov.uk/limited-company-formation';

export interface FormationAnswer {
  lead: string[];
  details: string[];
  sources: { title: string; url: string }[];
}

function usQuote(entity: UsEntityType, state: UsState) {
  return quoteUsaIncorporation({ entity_type: entity, state });
}

function indiaQuote(entity: IndiaEntityType, state: IndiaState) {
  const capital = capitalOptionsFor(entity)[0]!;
  return {
    capital,
    quote: quoteIndiaIncorporation({
      entity_type: entity,
      state,
      authorized_capital: capital,
      directors: Array.from({ length: minimumFounders(entity) }, () => null),
    }),
  };
}

const lines = (breakdown: object, currency: 'INR' | 'USD') =>
  feeBreakdownLines(breakdown as Record<string, number>, currency)
    .filter((line) => !line.subtotal)
    .map((line) => `${line.label} ${line.formatted}`)
    .join(', ');

/** What forming a company costs with Charter: the total from the fee tables and its parts, for the state asked. */
export function answerFormation(ask: FormationAsk): FormationAnswer | null {
  if (ask.country === 'USA') {
    const entity: UsEntityType = ask.entity === 'LLC' ? 'LLC' : 'C-Corp';
    const named = ask.state as UsState | undefined;
    const state: UsState = named && (usStates as readonly string[]).includes(named) ? named : 'Delaware';
    const quote = usQuote(entity, state);
    const fee = usStateFilingFees[state];
    const lead = [
      `Forming a ${entity === 'LLC' ? 'LLC' : 'C-Corp'} in ${state} with Charter costs ${formatMoney(quote.total_minor, 'USD')} in total: ${lines(quote.fee_breakdown, 'USD')}.`,
    ];
    if (!named) {
      const fees = usStates.map((s) => usStateFilingFees[s].fee);
      lead.push(
        `You did not name a state, so this is for Delaware; the state filing fee runs from ${formatMajor(Math.min(...fees), 'USD')} to ${formatMajor(Math.max(...fees), 'USD')} by state.`,
      );
    }
    const details = [
      `The state filing fee is ${state}’s fee for the formation document${fee.note ? ` (${fee.note.replace(/\.$/, '')})` : ''}${fee.confirmed ? '' : '; it is not confirmed by a second source'}.`,
      entity === 'C-Corp'
        ? 'A C-Corp also needs authorised shares and officers named at formation; its yearly obligations (such as Delaware’s annual report and franchise tax, and Form 1120) start after it is formed.'
        : 'The LLC’s yearly obligations (such as a state annual report or tax) start after it is formed.',
    ];
    const sources = [{ title: 'IRS: Employer ID numbers', url: IRS_EIN }];
    if (state === 'Delaware') sources.unshift({ title: 'Delaware Division of Corporations', url: DELAWARE });
    return { lead, details, sources };
  }
  if (ask.country === 'India') {
    const entity: IndiaEntityType = ask.entity === 'LLP' || ask.entity === 'OPC' ? ask.entity : 'Private Limited';
    const named = ask.state as IndiaState | undefined;
    const founders = minimumFounders(entity);
    const who = entity === 'LLP' ? 'designated partners' : founders === 1 ? 'director' : 'directors';
    if (!named && entity !== 'LLP') {
      // Stamp duty is the state's: show the range instead of guessing where the company will be registered.
      const totals = indiaStates.map((state) => ({ state, ...indiaQuote(entity, state) }));
      totals.sort((a, b) => a.quote.total_minor - b.quote.total_minor);
      const low = totals[0]!;
      const high = totals[totals.length - 1]!;
      return {
        lead: [
          `Forming a ${entity} company in India with Charter costs from ${formatMoney(low.quote.total_minor, 'INR')} (${low.state}) to ${formatMoney(high.quote.total_minor, 'INR')} (${high.state}) for ${founders} ${who} and the smallest authorised capital; the state’s stamp duty makes the difference. Tell me the state for the exact total.`,
        ],
        details: [`In ${low.state}: ${lines(low.quote.fee_breakdown, 'INR')}.`],
        sources: [{ title: 'Ministry of Corporate Affairs', url: MCA }],
      };
    }
    const state: IndiaState = named ?? 'Delhi';
    const { capital, quote } = indiaQuote(entity, state);
    const where = entity === 'LLP' && !named ? 'in India' : `in ${state}`;
    return {
      lead: [
        `Forming ${entity === 'LLP' ? 'an LLP' : entity === 'OPC' ? 'an OPC' : 'a Private Limited company'} ${where} with Charter costs ${formatMoney(quote.total_minor, 'INR')} in total for ${founders} ${who} and ${entity === 'LLP' ? 'a contribution' : 'authorised capital'} of ${formatMajor(capital * 100_000, 'INR')}: ${lines(quote.fee_breakdown, 'INR')}.`,
      ],
      details: [
        entity === 'LLP'
          ? 'An LLP’s stamp duty is the same in every state in Charter’s fee table.'
          : 'Stamp duty depends on the state and on the authorised capital; more capital or more directors change the total.',
        entity === 'OPC' ? '' : `The law requires at least two ${who}, so the quote prices ${founders} digital signatures.`,
      ].filter(Boolean),
      sources: [{ title: 'Ministry of Corporate Affairs', url: MCA }],
    };
  }
  if (ask.country === 'UK') {
    return {
      lead: [
        'Charter does not form UK companies: it tracks the obligations of a UK company that is already registered at Companies House.',
      ],
      details: [],
      sources: [{ title: 'GOV.UK: set up a limited company', url: COMPANIES_HOUSE }],
    };
  }
  return null;
}
