import type { RetentionJurisdiction } from '@charter/shared';

/**
 * How long the law makes Charter keep an invoice or credit note (and the payment it records) after an account or
 * company asks to be deleted: the longest period that applies in the document's jurisdiction, from its issue date.
 * Each rule gives the last day the record must be kept; the record is deleted after it.
 */
export interface RetentionRule {
  basis: string;
  keptUntil(issuedOn: string): string;
}

/** India's financial year (1 April – 31 March) that a day falls in, as its starting calendar year. */
function indianFinancialYearStart(isoDay: string): number {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  return month >= 4 ? year : year - 1;
}

const laterOf = (a: string, b: string) => (a > b ? a : b);

export const retentionRules: Record<RetentionJurisdiction, RetentionRule> = {
  india: {
    basis:
      'India: eight financial years (Companies Act 2013, section 128(5)), and 72 months from the due date of the annual return for the year (CGST Act 2017, section 36; the annual return, GSTR-9, is due on 31 December after the year ends, section 44)',
    keptUntil(issuedOn) {
      const start = indianFinancialYearStart(issuedOn);
      // s.128(5): the books of the eight financial years before the current one: a year ending 31 March Y+1 is kept
      // until the end of the eighth year after it, 31 March Y+9.
      const companiesAct = `${start + 9}-03-31`;
      // s.36 CGST: 72 months from the annual return's due date (31 December Y+1) = 31 December Y+7.
      const gst = `${start + 7}-12-31`;
      return laterOf(companiesAct, gst);
    },
  },
  usa: {
    basis:
      'United States: seven years from the tax return for the year (IRS, “How long should I keep records?”: 3 to 7 years; 7 is the longest general period, kept to be safe)',
    keptUntil(issuedOn) {
      // The calendar-year return is due 15 April the year after; seven years from it.
      const year = Number(issuedOn.slice(0, 4));
      return `${year + 8}-04-15`;
    },
  },
  uk: {
    basis:
      'United Kingdom: six years from the end of the company’s financial year (HMRC, “Company records you must keep”, and VAT records for 6 years, VAT Notice 700/21)',
    keptUntil(issuedOn) {
      // Charter's own financial year in the UK follows the tax year it reports in: ends 31 March (the documents'
      // financial year); six years from its end.
      const start = indianFinancialYearStart(issuedOn);
      return `${start + 7}-03-31`;
    },
  },
};

/**
 * What a kept invoice still says, and what the erasure removes from it. The invoice is the tax record as issued, so the
 * particulars the law requires on it stay (India: rule 46 CGST Rules 2017 — the recipient's name, address and GSTIN
 * when registered, and the place of supply; UK: VAT Notice 700 §16.3 — the customer's name and address on a full VAT
 * invoice); the customer's email is not one of them and goes, with every other copy of the person's data.
 */
export const keptInvoiceFields = [
  'Invoice and credit note numbers, dates and amounts, with their tax lines',
  'Charter’s own details as the supplier',
  'The customer’s legal name, billing address and tax id (GSTIN) as printed on the invoice, when the invoice had to name them (a registered business, or an Indian invoice of ₹50,000 or more to an unregistered one, or a UK VAT invoice)',
  'The place of supply (Indian state) the tax was charged for',
  'The payment: provider, its reference, amount, currency and dates',
] as const;

export const removedInvoiceFields = [
  'Your email address, on every invoice',
  'Your own name and address where the law does not need them on the invoice',
  'The order’s details you entered (people, addresses, ID numbers), your billing form, checkout links and the provider’s event payloads',
] as const;

/** Rule 46(e) CGST Rules 2017, with the notification 12/2017: an unregistered recipient is named from ₹50,000. */
const INDIA_UNREGISTERED_NAMED_FROM_MINOR = 50_000_00;

/** Whether the invoice had to name its customer (so the name and address stay on the kept copy). */
export function invoiceMustNameCustomer(content: {
  jurisdiction: RetentionJurisdiction;
  taxMode: string;
  customer: { gstin: string | null };
  totals: { totalMinor: number };
}): boolean {
  if (content.jurisdiction === 'india')
    return Boolean(content.customer.gstin) || content.totals.totalMinor >= INDIA_UNREGISTERED_NAMED_FROM_MINOR;
  if (content.jurisdiction === 'uk') return content.taxMode === 'vat';
  return false;
}
