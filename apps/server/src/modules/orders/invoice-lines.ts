import {
  documentNumber,
  GST_RATE_BASIS_POINTS,
  gstStateCodes,
  splitInclusive,
  splitTax,
  stateOfGstin,
  type BillingDetails,
  type Currency,
  type IndiaState,
  type TaxDocumentKind,
} from '@charter/shared';
import { indiaStates } from '@charter/shared';
import type { InvoicingConfig } from '../../config/env';
import type { AttachedTaxDocument } from '../../adapters/mail/templates';
import type { TaxDocumentRow } from './invoices.repository';

/**
 * SAC codes (Scheme of Classification of Services, annexure to Notification 11/2017-Central Tax (Rate)):
 * - 998214 "Legal documentation and certification services concerning other documents": drafting and filing a company's
 *   charter documents and incorporation forms (UN CPC 82130, which the SAC follows, names company statutes);
 * - 998231 "Corporate tax consulting and preparation services": GST, TDS and income-tax registrations and returns;
 * - 998213 the same for patents, copyrights and other intellectual property (trade marks);
 * - 998216 "Other legal services n.e.c.": labour-law and other statutory registrations and filings.
 * A platform fee is ancillary to the service it is charged with (a composite supply, CGST Act 2017 sections 2(30) and
 * 8(a)), so it takes that service's SAC and rate.
 */
export const SAC = { formation: '998214', tax: '998231', intellectualProperty: '998213', otherLegal: '998216' } as const;

const sacByCategory: Record<string, string> = {
  Tax: SAC.tax,
  Corporate: SAC.formation,
  Trademark: SAC.intellectualProperty,
  Labor: SAC.otherLegal,
  Banking: SAC.otherLegal,
};

/** A charge as the order was priced: Charter's own service (taxable), or a fee paid on the customer's behalf. */
export interface ChargeLine {
  key: string;
  description: string;
  kind: 'service' | 'reimbursement';
  /** What the customer paid for it, tax included (minor units). */
  grossMinor: number;
}

export interface InvoiceLine {
  description: string;
  kind: 'service' | 'reimbursement';
  sac: string | null;
  taxableMinor: number;
  rateBasisPoints: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  /** VAT (UK) or sales tax, when configured. */
  otherTaxMinor: number;
  totalMinor: number;
}

export interface InvoiceParty {
  legalName: string;
  address: string | null;
  gstin: string | null;
  state: string | null;
  stateCode: string | null;
  taxIdLabel: string | null;
  taxId: string | null;
}

/** Everything a tax document says, frozen when it is issued (tax_documents.content). */
export interface TaxDocumentContent {
  version: 1;
  kind: TaxDocumentKind;
  title: string;
  number: string;
  issuedOn: string;
  orderNumber: string;
  currency: Currency;
  jurisdiction: 'india' | 'usa' | 'uk';
  demoSupplier: boolean;
  supplier: InvoiceParty;
  customer: InvoiceParty & { email: string | null; company: string | null };
  /** India: where the supply is taxed (IGST Act 2017, section 12). */
  placeOfSupply: { state: string; code: string } | null;
  taxMode: 'cgst_sgst' | 'igst' | 'vat' | 'none';
  lines: InvoiceLine[];
  totals: {
    taxableMinor: number;
    cgstMinor: number;
    sgstMinor: number;
    igstMinor: number;
    otherTaxMinor: number;
    reimbursementsMinor: number;
    totalMinor: number;
  };
  /** A credit note's invoice (rule 53(1A)(g)). */
  reference: { number: string; issuedOn: string } | null;
  notes: string[];
}

/** The fee breakdown keys that are fees paid to an authority on the customer's behalf (formation/fees.ts, checkout). */
const reimbursementKeys: Record<string, string> = {
  stamp_duty: 'Stamp duty (State Government)',
  dsc: 'Digital signature certificates (Certifying Authority)',
  name_approval: 'Name reservation fee (Registrar of Companies)',
  pan_tan: 'PAN and TAN application fees (Income Tax Department)',
  govt_agency_fees: 'Government fees',
  state_filing_fee: 'State filing fee (Secretary of State)',
};

const serviceKeys: Record<string, string> = {
  professional_fee: 'Professional fee',
  platform_fee: 'Platform fee',
  formation_fee: 'Formation service',
  ein: 'EIN application service',
  registered_agent: 'Registered agent service (1 year)',
};

/** The order lines are printed in, whatever order the keys are stored in (jsonb sorts them by length). */
const lineRank = [...Object.keys(serviceKeys), ...Object.keys(reimbursementKeys)];
const rankOf = (key: string) => (lineRank.includes(key) ? lineRank.indexOf(key) : lineRank.length);

/** Subtotals of other lines, never charged on their own (the India quote's government_fee). */
const subtotalKeys = new Set(['government_fee']);

interface OrderForLines {
  kind: 'incorporation' | 'service';
  currency: Currency;
  totalMinor: number;
}

interface ItemForLines {
  name: string;
  quantity: number;
  priceMinor: number;
  /** Integer minor units (paise, cents, pence) per key, as the order was priced. */
  feeBreakdownMinor: Record<string, number> | null;
  details: Record<string, unknown> | null;
}

/**
 * The one place that reads an item's fee lines for invoices (integer minor units since migration 0027).
 * Each fee line becomes a charge: government fees are reimbursements, Charter's fees services, and a `tax` line is the
 * GST collected on the professional fee, so it joins that line (whose gross then splits back into the fee and its tax).
 * If the lines do not add up to what the item charged (no breakdown, or lines that do not reconcile), the item is
 * one service line for what was charged, GST included: the invoice always totals exactly what was paid.
 */
export function invoiceLinesFor(order: OrderForLines, items: ItemForLines[]): { lines: ChargeLine[]; reconciled: boolean } {
  const lines: ChargeLine[] = [];
  let reconciled = true;
  for (const item of items) {
    const quantity = Math.max(1, item.quantity);
    const charged = item.priceMinor * quantity;
    const breakdown = item.feeBreakdownMinor;
    const fromBreakdown: ChargeLine[] = [];
    let taxOnProfessional = 0;
    let sum = 0;
    const entries = Object.entries(breakdown ?? {}).sort(([a], [b]) => rankOf(a) - rankOf(b));
    for (const [key, amount] of entries) {
      if (subtotalKeys.has(key) || !Number.isInteger(amount) || amount === 0) continue;
      const minor = amount * quantity;
      sum += minor;
      if (key === 'tax') taxOnProfessional += minor;
      else if (key in reimbursementKeys)
        fromBreakdown.push({ key, description: reimbursementKeys[key]!, kind: 'reimbursement', grossMinor: minor });
      else
        fromBreakdown.push({
          key,
          description: `${serviceKeys[key] ?? key.replaceAll('_', ' ')}: ${item.name}`,
          kind: 'service',
          grossMinor: minor,
        });
    }
    const professional =
      fromBreakdown.find((line) => line.key === 'professional_fee') ?? fromBreakdown.find((line) => line.kind === 'service');
    if (professional) professional.grossMinor += taxOnProfessional;
    if (breakdown && sum === charged && (professional || taxOnProfessional === 0)) {
      lines.push(...fromBreakdown);
    } else {
      if (breakdown) reconciled = false;
      lines.push({ key: 'item', description: item.name, kind: 'service', grossMinor: charged });
    }
  }
  const total = lines.reduce((sum, line) => sum + line.grossMinor, 0);
  // Rounding between the item prices and the order's total stays with Charter's fee, as milestone pricing does.
  if (total !== order.totalMinor) {
    const service = lines.find((line) => line.kind === 'service');
    if (service) service.grossMinor += order.totalMinor - total;
    else lines.push({ key: 'adjustment', description: 'Service charge', kind: 'service', grossMinor: order.totalMinor - total });
  }
  return { lines, reconciled };
}

/** The SAC of an order's services: formation for an incorporation, else by the service's catalogue category. */
export function sacFor(kind: 'incorporation' | 'service', details: Record<string, unknown> | null): string {
  if (kind === 'incorporation') return SAC.formation;
  const category = typeof details?.category === 'string' ? details.category : undefined;
  return (category && sacByCategory[category]) ?? SAC.otherLegal;
}

export type Jurisdiction = TaxDocumentContent['jurisdiction'];

export const jurisdictionOf = (currency: Currency): Jurisdiction => (currency === 'INR' ? 'india' : currency === 'GBP' ? 'uk' : 'usa');

/** UK standard rate of VAT (Value Added Tax Act 1994, section 2): used only when a VAT number is configured. */
const UK_VAT_BASIS_POINTS = 2000;

const isIndiaState = (value: string | null | undefined): value is IndiaState =>
  typeof value === 'string' && (indiaStates as readonly string[]).includes(value);

export interface Parties {
  userName: string | null;
  userEmail: string | null;
  companyName: string | null;
  companyCountry: string | null;
  companyState: string | null;
  billing: BillingDetails | null;
}

/**
 * The place of supply of a service to a customer in India (IGST Act 2017, section 12(2)): a registered customer's
 * GSTIN state; else the address on record (the billing state given at checkout, else the state of the company the
 * order is for); else the supplier's own state.
 */
export function placeOfSupply(parties: Parties, supplierState: IndiaState): IndiaState {
  const registered = parties.billing?.gstin ? stateOfGstin(parties.billing.gstin) : undefined;
  if (registered) return registered;
  if (isIndiaState(parties.billing?.state)) return parties.billing.state;
  if (parties.companyCountry === 'India' && isIndiaState(parties.companyState)) return parties.companyState;
  return supplierState;
}

/** Splits charges into an invoice's lines: taxable value and tax for services, reimbursements outside tax. */
export function taxLines(charges: ChargeLine[], sac: string, mode: TaxDocumentContent['taxMode']): InvoiceLine[] {
  return charges.map((charge) => {
    if (charge.kind === 'reimbursement' || mode === 'none') {
      return {
        description: charge.description,
        kind: charge.kind,
        sac: charge.kind === 'reimbursement' ? null : sac,
        taxableMinor: charge.grossMinor,
        rateBasisPoints: 0,
        cgstMinor: 0,
        sgstMinor: 0,
        igstMinor: 0,
        otherTaxMinor: 0,
        totalMinor: charge.grossMinor,
      };
    }
    const rate = mode === 'vat' ? UK_VAT_BASIS_POINTS : GST_RATE_BASIS_POINTS;
    const { taxableMinor, taxMinor } = splitInclusive(charge.grossMinor, rate);
    const gst = mode === 'vat' ? { cgstMinor: 0, sgstMinor: 0, igstMinor: 0 } : splitTax(taxMinor, mode === 'cgst_sgst');
    return {
      description: charge.description,
      kind: charge.kind,
      sac,
      taxableMinor,
      rateBasisPoints: rate,
      ...gst,
      otherTaxMinor: mode === 'vat' ? taxMinor : 0,
      totalMinor: charge.grossMinor,
    };
  });
}

export function totalsOf(lines: InvoiceLine[]): TaxDocumentContent['totals'] {
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxableMinor: sum((line) => (line.kind === 'service' ? line.taxableMinor : 0)),
    cgstMinor: sum((line) => line.cgstMinor),
    sgstMinor: sum((line) => line.sgstMinor),
    igstMinor: sum((line) => line.igstMinor),
    otherTaxMinor: sum((line) => line.otherTaxMinor),
    reimbursementsMinor: sum((line) => (line.kind === 'reimbursement' ? line.totalMinor : 0)),
    totalMinor: sum((line) => line.totalMinor),
  };
}

/** Prefixes of the numbering series: one per seller and kind, each counted per financial year. */
export const seriesPrefix: Record<Jurisdiction, Record<TaxDocumentKind, string>> = {
  india: { invoice: 'CH', credit_note: 'CN' },
  usa: { invoice: 'US', credit_note: 'UC' },
  uk: { invoice: 'GB', credit_note: 'GC' },
};

/** Where the seller's calendar day is taken (India's invoices are dated in IST). */
export const jurisdictionZone: Record<Jurisdiction, string> = {
  india: 'Asia/Kolkata',
  usa: 'America/New_York',
  uk: 'Europe/London',
};

export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The seller, the tax mode and the customer's side of a document, from the configuration and the order's parties. */
export function partiesFor(jurisdiction: Jurisdiction, config: InvoicingConfig, parties: Parties) {
  const billing = parties.billing;
  const customerGstin = jurisdiction === 'india' ? (billing?.gstin ?? null) : null;
  const customerState =
    jurisdiction === 'india'
      ? ((customerGstin ? stateOfGstin(customerGstin) : undefined) ??
        billing?.state ??
        (parties.companyCountry === 'India' ? parties.companyState : null) ??
        null)
      : (parties.companyState ?? null);
  const customer = {
    legalName: billing?.name ?? parties.companyName ?? parties.userName ?? 'Customer',
    address: billing?.address ?? null,
    gstin: customerGstin,
    state: customerState,
    stateCode: jurisdiction === 'india' && isIndiaState(customerState) ? gstStateCodes[customerState] : null,
    taxIdLabel: customerGstin ? 'GSTIN' : null,
    taxId: customerGstin,
    email: parties.userEmail,
    company: parties.companyName,
  };
  if (jurisdiction === 'india') {
    const seller = config.india;
    const pos = placeOfSupply(parties, seller.state);
    return {
      demo: seller.demo,
      supplier: {
        legalName: seller.legalName,
        address: seller.address,
        gstin: seller.gstin,
        state: seller.state,
        stateCode: gstStateCodes[seller.state],
        taxIdLabel: 'GSTIN',
        taxId: seller.gstin,
      },
      customer,
      placeOfSupply: { state: pos, code: gstStateCodes[pos] },
      taxMode: (pos === seller.state ? 'cgst_sgst' : 'igst') as TaxDocumentContent['taxMode'],
    };
  }
  const seller = jurisdiction === 'uk' ? config.uk : config.usa;
  const taxId = jurisdiction === 'uk' ? config.uk.vatNumber : config.usa.taxId;
  return {
    demo: seller.demo,
    supplier: {
      legalName: seller.legalName,
      address: seller.address,
      gstin: null,
      state: null,
      stateCode: null,
      taxIdLabel: taxId ? (jurisdiction === 'uk' ? 'VAT number' : 'EIN') : null,
      taxId: taxId ?? null,
    },
    customer,
    placeOfSupply: null,
    taxMode: (jurisdiction === 'uk' && config.uk.vatNumber ? 'vat' : 'none') as TaxDocumentContent['taxMode'],
  };
}

export { documentNumber };

/** The mail's reference to a frozen tax document: the PDF is drawn at delivery from its content. */
export function attachedTaxDocument(row: TaxDocumentRow): AttachedTaxDocument {
  return { id: row.id, title: (row.content as unknown as TaxDocumentContent).title, number: row.number };
}
