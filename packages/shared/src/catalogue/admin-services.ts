import { z } from 'zod';
import { lineSchema, textSchema } from '../common/fields';
import { formatMoney } from '../money/format-money';
import { currencies, currencyExponents, toMajor, toMinor, type Currency } from '../money/money';
import {
  serviceCategories,
  serviceCountries,
  serviceCurrencyByCountry,
  serviceSchema,
  serviceStatuses,
  type ServiceCountry,
} from './services';

/** Spec §9: the back office's service form starts at India, Tax, INR, active. */
export const serviceFormDefaults = { country: 'India', category: 'Tax', currency: 'INR', status: 'active' } as const;

/** Limits of what staff type (they bound what the catalogue pages and the order tasks show). */
export const serviceLimits = {
  name: { min: 3, max: 120 },
  description: { min: 10, max: 1000 },
  govtFeeBasis: { max: 300 },
  processingTime: { max: 80 },
  costNote: { max: 80 },
  dependencies: { max: 10, itemMax: 120 },
  /**
   * 1,000,000.00 of the currency per fee. With tax and the platform fee at most 100 % each, a service's total stays
   * under 4,000,000.00, inside the 32-bit integer columns that hold order totals in minor units.
   */
  feeMaxMinor: 100_000_000,
  /** Percentages in basis points: 100 % is 10,000. */
  percentMaxBasisPoints: 10_000,
} as const;

/** Every status a service has; archived: removed by staff but named by past orders, kept for them. */
export const adminServiceStatuses = serviceStatuses;
export type AdminServiceStatus = (typeof adminServiceStatuses)[number];
/** What the form may set; archiving happens through DELETE, and Restore brings a service back. */
export const editableServiceStatuses = ['active', 'inactive'] as const;

export const SERVICE_CURRENCY_MISMATCH = (country: ServiceCountry) =>
  `${country} services are priced in ${serviceCurrencyByCountry[country]}`;

/** The currency of a service is its country's (India INR, US USD, UK GBP). */
function currencyOfCountry(value: { country: ServiceCountry; currency: string }, ctx: z.RefinementCtx) {
  if (serviceCurrencyByCountry[value.country] !== value.currency) {
    ctx.addIssue({ code: 'custom', path: ['currency'], message: SERVICE_CURRENCY_MISMATCH(value.country) });
  }
}

function governmentRange(value: { govt_agency_fees_minor: number; govt_agency_fees_max_minor: number | null }, ctx: z.RefinementCtx) {
  if (value.govt_agency_fees_max_minor !== null && value.govt_agency_fees_max_minor < value.govt_agency_fees_minor) {
    ctx.addIssue({
      code: 'custom',
      path: ['govt_agency_fees_max_minor'],
      message: 'The highest government fee cannot be less than the government fee',
    });
  }
}

const line = (max: number, message: string) => lineSchema.trim().min(1, message).max(max, `At most ${max} characters`);
const feeMinor = z
  .number('Enter an amount')
  .int('Amounts are whole minor units (paise, cents, pence)')
  .min(0, 'Amounts cannot be negative')
  .max(serviceLimits.feeMaxMinor, 'At most 1,000,000.00');
const basisPoints = z
  .number('Enter a percentage')
  .int('Percentages are whole basis points (18 % is 1800)')
  .min(0, 'Percentages cannot be negative')
  .max(serviceLimits.percentMaxBasisPoints, 'At most 100 %');

/**
 * POST /api/admin/services and PUT /api/admin/services/{id}: the whole service as staff set it. Money is integer
 * minor units and percentages basis points, as the catalogue stores them; the price is computed from them.
 */
export const adminServiceBodySchema = z
  .object({
    name: lineSchema
      .trim()
      .min(serviceLimits.name.min, `Name must be at least ${serviceLimits.name.min} characters`)
      .max(serviceLimits.name.max, `Name must be at most ${serviceLimits.name.max} characters`),
    description: textSchema
      .trim()
      .min(serviceLimits.description.min, `Description must be at least ${serviceLimits.description.min} characters`)
      .max(serviceLimits.description.max, `Description must be at most ${serviceLimits.description.max} characters`),
    country: z.enum(serviceCountries).default(serviceFormDefaults.country),
    category: z.enum(serviceCategories).default(serviceFormDefaults.category),
    currency: z.enum(currencies).default(serviceFormDefaults.currency),
    status: z.enum(editableServiceStatuses).default(serviceFormDefaults.status),
    professional_fees_minor: feeMinor,
    govt_agency_fees_minor: feeMinor,
    /** Where the government fee depends on the company: the most it comes to (the catalogue charges the least). */
    govt_agency_fees_max_minor: feeMinor.nullable().default(null),
    govt_fee_basis: line(serviceLimits.govtFeeBasis.max, 'Say what the government fee is, or that there is none'),
    tax_basis_points: basisPoints,
    platform_fee_basis_points: basisPoints,
    processing_time: line(serviceLimits.processingTime.max, 'Processing time is required'),
    cost_note: textSchema
      .trim()
      .max(serviceLimits.costNote.max, `At most ${serviceLimits.costNote.max} characters`)
      .nullable()
      .default(null)
      .transform((value) => value || null),
    /** Documents the founder shares; checkout plans one task for each. */
    dependencies: z
      .array(line(serviceLimits.dependencies.itemMax, 'A document cannot be blank'))
      .max(serviceLimits.dependencies.max, `At most ${serviceLimits.dependencies.max} documents`)
      .default([]),
  })
  .superRefine(currencyOfCountry)
  .superRefine(governmentRange);
export type AdminServiceBody = z.input<typeof adminServiceBodySchema>;

/** A service as the back office sees it: the catalogue's view plus its stored figures and what holds it. */
export const adminServiceSchema = serviceSchema.extend({
  professional_fees_minor: z.number().int(),
  govt_agency_fees_minor: z.number().int(),
  govt_agency_fees_max_minor: z.number().int().nullable(),
  tax_basis_points: z.number().int(),
  platform_fee_basis_points: z.number().int(),
  cost_note: z.string().nullable(),
  /** Orders that name it: a service with orders is archived rather than deleted. */
  order_count: z.number().int(),
  /** One of the catalogue Charter seeds at start: deleting it archives it, so a restart does not bring it back. */
  seeded: z.boolean(),
  updated_at: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServiceListQuerySchema = z.object({
  country: z.enum(serviceCountries).optional(),
  category: z.enum(serviceCategories).optional(),
  status: z.enum(adminServiceStatuses).optional(),
  /** Name or description contains it, case-insensitive. */
  q: textSchema.trim().max(100).optional(),
});
export type AdminServiceListQuery = z.infer<typeof adminServiceListQuerySchema>;

export const adminServiceListSchema = z.object({ services: z.array(adminServiceSchema) });
export type AdminServiceList = z.infer<typeof adminServiceListSchema>;

export const adminServiceParamsSchema = z.object({ id: textSchema.min(1).max(100) });

/** DELETE /api/admin/services/{id}: removed outright, or archived (kept for its orders or because Charter seeds it). */
export const adminServiceDeleteResultSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  reason: z.enum(['has_orders', 'seeded']).nullable(),
  message: z.string(),
  /** The archived service; null when it was deleted. */
  service: adminServiceSchema.nullable(),
});
export type AdminServiceDeleteResult = z.infer<typeof adminServiceDeleteResultSchema>;

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
/** A typed amount (4999.50) in the service's currency → minor units; the AMOUNT pattern allows no more decimals. */
const amountToMinor = (value: string, currency: Currency) => toMinor(Number(value), currency);
const minorToAmount = (minor: number, currency: Currency) => {
  const major = toMajor(minor, currency);
  return Number.isInteger(major) ? String(major) : major.toFixed(currencyExponents[currency]);
};
/** What the form's amount field holds, in minor units, as its preview shows it while typing (0 until it is an amount). */
export const typedAmountMinor = (value: string | undefined, currency: Currency) =>
  value !== undefined && AMOUNT.test(value.trim()) ? amountToMinor(value.trim(), currency) : 0;
/** A typed percentage (2.5) → basis points (250), and back. */
const toBasisPoints = (value: string) => Math.round(Number(value) * 100);
/** What the form's percentage field holds, in basis points, for the same preview (0 until it is a percentage). */
export const typedBasisPoints = (value: string | undefined) =>
  value !== undefined && PERCENT.test(value.trim()) ? toBasisPoints(value.trim()) : 0;
const fromBasisPoints = (basisPoints: number) => (basisPoints % 100 === 0 ? String(basisPoints / 100) : (basisPoints / 100).toFixed(2));

const amountField = (required: string) => z.string().trim().min(1, required).regex(AMOUNT, 'Enter an amount like 4999 or 4999.50');
const percentField = z
  .string()
  .trim()
  .min(1, 'Enter a percentage')
  .regex(PERCENT, 'Enter a percentage like 18 or 2.5')
  .refine((value) => Number(value) <= 100, 'At most 100 %');

/**
 * The back office's Create/Edit form: amounts typed in major units (4999.50) and percentages (18), turned into the
 * API body (minor units, basis points) by the same schema, so the form and the server check the same rules.
 */
export const adminServiceFormSchema = z
  .object({
    name: adminServiceBodySchema.shape.name,
    description: adminServiceBodySchema.shape.description,
    country: z.enum(serviceCountries),
    category: z.enum(serviceCategories),
    currency: z.enum(currencies),
    status: z.enum(editableServiceStatuses),
    professional_fees: amountField('Enter the professional fee'),
    govt_agency_fees: amountField('Enter the government fee (0 when there is none)'),
    govt_agency_fees_max: z
      .string()
      .trim()
      .refine((value) => value === '' || AMOUNT.test(value), 'Enter an amount like 4999 or 4999.50, or leave it empty'),
    govt_fee_basis: adminServiceBodySchema.shape.govt_fee_basis,
    tax_percentage: percentField,
    platform_fee_percentage: percentField,
    processing_time: adminServiceBodySchema.shape.processing_time,
    cost_note: z.string().trim().max(serviceLimits.costNote.max, `At most ${serviceLimits.costNote.max} characters`),
    /** One document per line. */
    dependencies: z
      .string()
      .refine(
        (value) => documentLines(value).length <= serviceLimits.dependencies.max,
        `At most ${serviceLimits.dependencies.max} documents`,
      )
      .refine(
        (value) => documentLines(value).every((item) => item.length <= serviceLimits.dependencies.itemMax),
        `Each document at most ${serviceLimits.dependencies.itemMax} characters`,
      ),
  })
  .superRefine(currencyOfCountry)
  .superRefine((value, ctx) => {
    const minor = (amount: string) => amountToMinor(amount, value.currency);
    for (const field of ['professional_fees', 'govt_agency_fees', 'govt_agency_fees_max'] as const) {
      if (AMOUNT.test(value[field]) && minor(value[field]) > serviceLimits.feeMaxMinor) {
        ctx.addIssue({ code: 'custom', path: [field], message: `At most ${formatMoney(serviceLimits.feeMaxMinor, value.currency)}` });
      }
    }
    if (value.govt_agency_fees_max !== '' && minor(value.govt_agency_fees_max) < minor(value.govt_agency_fees)) {
      ctx.addIssue({
        code: 'custom',
        path: ['govt_agency_fees_max'],
        message: 'The highest government fee cannot be less than the government fee',
      });
    }
  });
export type AdminServiceFormValues = z.input<typeof adminServiceFormSchema>;

const documentLines = (value: string) =>
  value
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean);

/** The form's values as the API body. */
export function adminServiceBodyFromForm(values: z.output<typeof adminServiceFormSchema>): z.output<typeof adminServiceBodySchema> {
  return {
    name: values.name,
    description: values.description,
    country: values.country,
    category: values.category,
    currency: values.currency,
    status: values.status,
    professional_fees_minor: amountToMinor(values.professional_fees, values.currency),
    govt_agency_fees_minor: amountToMinor(values.govt_agency_fees, values.currency),
    govt_agency_fees_max_minor: values.govt_agency_fees_max === '' ? null : amountToMinor(values.govt_agency_fees_max, values.currency),
    govt_fee_basis: values.govt_fee_basis,
    tax_basis_points: toBasisPoints(values.tax_percentage),
    platform_fee_basis_points: toBasisPoints(values.platform_fee_percentage),
    processing_time: values.processing_time,
    cost_note: values.cost_note || null,
    dependencies: documentLines(values.dependencies),
  };
}

/** A new service's form (spec §9 defaults; tax and platform fee as the catalogue charges them for India). */
export const emptyAdminServiceForm: AdminServiceFormValues = {
  name: '',
  description: '',
  ...serviceFormDefaults,
  professional_fees: '',
  govt_agency_fees: '0',
  govt_agency_fees_max: '',
  govt_fee_basis: 'No government fee',
  tax_percentage: '18',
  platform_fee_percentage: '2',
  processing_time: '',
  cost_note: '',
  dependencies: '',
};

/** An existing service in the form. */
export function adminServiceToForm(service: AdminService): AdminServiceFormValues {
  return {
    name: service.name,
    description: service.description,
    country: service.country,
    category: service.category,
    currency: service.currency,
    status: service.status === 'inactive' ? 'inactive' : 'active',
    professional_fees: minorToAmount(service.professional_fees_minor, service.currency),
    govt_agency_fees: minorToAmount(service.govt_agency_fees_minor, service.currency),
    govt_agency_fees_max:
      service.govt_agency_fees_max_minor === null ? '' : minorToAmount(service.govt_agency_fees_max_minor, service.currency),
    govt_fee_basis: service.govt_fee_basis,
    tax_percentage: fromBasisPoints(service.tax_basis_points),
    platform_fee_percentage: fromBasisPoints(service.platform_fee_basis_points),
    processing_time: service.processing_time,
    cost_note: service.cost_note ?? '',
    dependencies: service.dependencies.join('\n'),
  };
}
