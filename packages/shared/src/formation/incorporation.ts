import { billingDetailsSchema } from '../invoices/invoices';
import { z } from 'zod';
import { emailSchema, lineSchema } from '../common/fields';
import { indiaStates, usStates } from '../companies/regions';

export const indiaEntityTypes = ['Private Limited', 'OPC', 'LLP'] as const;
export const usEntityTypes = ['LLC', 'C-Corp'] as const;
export type IndiaEntityType = (typeof indiaEntityTypes)[number];
export type UsEntityType = (typeof usEntityTypes)[number];

/** Spec §5: authorised capital for Private Limited and OPC, capital contribution for an LLP, in lakh. */
export const authorizedCapitalLakh = [1, 5, 10] as const;
export const llpContributionLakh = [0.2, 0.5, 1] as const;
export const MAX_PEOPLE = 10;
export const OPC_DIRECTOR_MESSAGE = 'OPC can have only 1 director';
export const PERSON_FIELDS_MESSAGE = 'Please fill in every person’s name, phone and email';

export function capitalOptionsFor(entityType: IndiaEntityType): readonly number[] {
  return entityType === 'LLP' ? llpContributionLakh : authorizedCapitalLakh;
}

export const incorporationPersonSchema = z.object({
  name: lineSchema.trim().min(1, PERSON_FIELDS_MESSAGE).max(120),
  phone: lineSchema
    .trim()
    .min(1, PERSON_FIELDS_MESSAGE)
    .max(30)
    .regex(/^[+\d][\d\s().-]{5,}$/, 'Please enter a valid phone number'),
  email: emailSchema,
});
export type IncorporationPerson = z.infer<typeof incorporationPersonSchema>;

const money = z.number().nonnegative().max(1e9);
export const indiaFeeBreakdownSchema = z.object({
  stamp_duty: money,
  dsc: money,
  name_approval: money,
  pan_tan: money,
  government_fee: money,
  professional_fee: money,
});
export type IndiaFeeBreakdown = z.infer<typeof indiaFeeBreakdownSchema>;

export const usaFeeBreakdownSchema = z.object({
  formation_fee: money,
  ein: money,
  registered_agent: money,
  state_filing_fee: money,
});
export type UsaFeeBreakdown = z.infer<typeof usaFeeBreakdownSchema>;

const companyName = lineSchema.trim().min(1, 'Company name is required').max(160);
const people = z.array(incorporationPersonSchema).min(1, 'Add at least 1 person').max(MAX_PEOPLE, `At most ${MAX_PEOPLE} people`);

const indiaShape = {
  service_type: z.literal('incorporation').default('incorporation'),
  country: z.literal('India').optional(),
  entity_type: z.enum(indiaEntityTypes),
  company_name: companyName,
  state: z.enum(indiaStates, 'Please choose a state'),
  authorized_capital: z.number(),
  fee_breakdown: indiaFeeBreakdownSchema.optional(),
  total_amount: money.optional(),
  currency: z.literal('INR').optional(),
  /** Optional: who the GST invoice is made out to (a GSTIN gives the customer an input-tax credit). */
  billing: billingDetailsSchema.optional(),
};

const usaShape = {
  service_type: z.literal('incorporation').default('incorporation'),
  country: z.literal('USA'),
  entity_type: z.enum(usEntityTypes),
  company_name: companyName,
  state: z.enum(usStates, 'Please choose a state'),
  fee_breakdown: usaFeeBreakdownSchema.optional(),
  total_amount: money.optional(),
  currency: z.literal('USD').optional(),
};

type IndiaCheck = { entity_type: IndiaEntityType; authorized_capital: number; directors?: unknown[] | undefined };

/** The §5 rules that span fields: the capital options of the entity type, and OPC's single director. */
function checkIndia(body: IndiaCheck, ctx: z.RefinementCtx) {
  const options = capitalOptionsFor(body.entity_type);
  if (!options.includes(body.authorized_capital)) {
    const what = body.entity_type === 'LLP' ? 'Capital contribution' : 'Authorised capital';
    ctx.addIssue({ code: 'custom', path: ['authorized_capital'], message: `${what} must be one of ${options.join(', ')} lakh` });
  }
  if (body.entity_type === 'OPC' && body.directors && body.directors.length > 1) {
    ctx.addIssue({ code: 'custom', path: ['directors'], message: OPC_DIRECTOR_MESSAGE });
  }
}

/** Spec §3 India incorporation payload. */
export const indiaIncorporationBodySchema = z.object({ ...indiaShape, directors: people }).superRefine(checkIndia);
export type IndiaIncorporationBody = z.output<typeof indiaIncorporationBodySchema>;

/** Spec §3 USA incorporation payload. */
export const usaIncorporationBodySchema = z.object({ ...usaShape, members: people });
export type UsaIncorporationBody = z.output<typeof usaIncorporationBodySchema>;

/** The review step's quote: the same bodies, people optional (their count is what is priced). */
export const indiaQuoteBodySchema = z.object({ ...indiaShape, directors: people.optional() }).superRefine(checkIndia);
export const usaQuoteBodySchema = z.object({ ...usaShape, members: people.optional() });
export const incorporationQuoteBodySchema = z.union([usaQuoteBodySchema, indiaQuoteBodySchema]);
export type IncorporationQuoteBody = z.output<typeof incorporationQuoteBodySchema>;

export const incorporationQuoteSchema = z.object({
  fee_breakdown: z.union([indiaFeeBreakdownSchema, usaFeeBreakdownSchema]),
  total_amount: z.number(),
  currency: z.enum(['INR', 'USD']),
});
export type IncorporationQuote = z.infer<typeof incorporationQuoteSchema>;
