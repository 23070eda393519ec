import { billingDetailsSchema } from '../invoices/invoices';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, maxLengthMessage } from '../common/field-rules';
import { lineSchema, textSchema } from '../common/fields';
import { indiaStates, usStates } from '../companies/regions';
import {
  capitalOptionsFor,
  indiaFormationIssues,
  llcManagement,
  PERSON_FIELDS_MESSAGE,
  personIssue,
  PRIVATE_LIMITED_MAX_DIRECTORS,
  MAX_PEOPLE,
  usaFormationIssues,
  usOfficerTitles,
  type FormationIssue,
} from './formation-rules';

export const indiaEntityTypes = ['Private Limited', 'OPC', 'LLP'] as const;
export const usEntityTypes = ['LLC', 'C-Corp'] as const;
export type IndiaEntityType = (typeof indiaEntityTypes)[number];
export type UsEntityType = (typeof usEntityTypes)[number];

const personName = lineSchema.trim().min(1, PERSON_FIELDS_MESSAGE).max(120);
/** A person's name, phone and email; a malformed phone or email is named after the person ("Enter a valid email for Rohan"). */
const personFields = {
  name: personName,
  phone: lineSchema.trim().min(1, PERSON_FIELDS_MESSAGE).max(30),
  email: textSchema.trim().min(1, PERSON_FIELDS_MESSAGE).max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE).toLowerCase(),
};
function checkPerson(person: { name: string; phone: string; email: string }, ctx: z.RefinementCtx) {
  const issue = personIssue(person);
  // A missing field already has its issue from the field's own schema.
  if (issue && issue.message !== PERSON_FIELDS_MESSAGE) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

export const incorporationPersonSchema = z.object(personFields).superRefine(checkPerson);
export type IncorporationPerson = z.infer<typeof incorporationPersonSchema>;

/** A director (a designated partner of an LLP) and whether they are resident in India (s.149(3); LLP Act s.7(1)). */
export const indiaDirectorSchema = z
  .object({ ...personFields, resident_in_india: z.boolean('Say whether each director is resident in India') })
  .superRefine(checkPerson);
export type IndiaDirector = z.infer<typeof indiaDirectorSchema>;

/** An OPC's nominee for its sole member, with the consent of Form INC-3 (Companies (Incorporation) Rules 2014, rule 4). */
export const opcNomineeSchema = z.object({ ...personFields, consent: z.boolean() }).superRefine(checkPerson);
export type OpcNominee = z.infer<typeof opcNomineeSchema>;

/** A subscriber to the memorandum and the shares they take (s.4(1)(e)), at ₹10 a share. */
export const subscriberSchema = z.object({
  name: lineSchema.trim().min(1, 'Enter each subscriber’s name').max(120),
  shares: z.number().max(1e12),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** A member of an LLC or a founder of a C-Corp; the fields of the other entity type are left out. */
export const usaMemberSchema = z
  .object({
    ...personFields,
    /** LLC: the member's ownership, in percent (2 decimals at most). */
    ownership_percent: z.number().optional(),
    /** LLC, manager-managed: this member is a manager. */
    is_manager: z.boolean().optional(),
    /** C-Corp: the founder's shares. */
    shares: z.number().max(1e15).optional(),
    is_director: z.boolean().optional(),
    officer_titles: z.array(z.enum(usOfficerTitles)).max(usOfficerTitles.length).optional(),
  })
  .superRefine(checkPerson);
export type UsaMember = z.infer<typeof usaMemberSchema>;

const zip = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Enter the registered agent’s ZIP code (5 digits)');
/** Charter's registered agent in the state of formation (the fee line pays it), or the founder's own in that state. */
export const registeredAgentSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('charter') }),
  z.object({
    provider: z.literal('own'),
    name: lineSchema.trim().min(1, 'Enter the registered agent’s name').max(160),
    street: lineSchema.trim().min(1, 'Enter the registered agent’s street address').max(200),
    city: lineSchema.trim().min(1, 'Enter the registered agent’s city').max(100),
    state: z.enum(usStates, 'Choose the registered agent’s state'),
    zip,
  }),
]);
export type RegisteredAgent = z.infer<typeof registeredAgentSchema>;

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
  /** Left out when the founder names their own registered agent. */
  registered_agent: money.optional(),
  state_filing_fee: money,
});
export type UsaFeeBreakdown = z.infer<typeof usaFeeBreakdownSchema>;

/** Shorter than a tracked company's: the proposed name goes on the registrar's name application (RUN, SPICe+, state forms). */
export const COMPANY_NAME_MAX_FOR_FORMATION = 160;
export const FORMATION_NAME_TOO_LONG = maxLengthMessage('Company name', COMPANY_NAME_MAX_FOR_FORMATION);
const companyName = lineSchema.trim().min(1, 'Company name is required').max(COMPANY_NAME_MAX_FOR_FORMATION, FORMATION_NAME_TOO_LONG);
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).min(1, 'Add at least 1 person').max(max, `At most ${max} people`);
const directors = listOf(indiaDirectorSchema, PRIVATE_LIMITED_MAX_DIRECTORS);
const members = listOf(usaMemberSchema, MAX_PEOPLE);

const indiaShape = {
  service_type: z.literal('incorporation').default('incorporation'),
  country: z.literal('India').optional(),
  entity_type: z.enum(indiaEntityTypes),
  company_name: companyName,
  state: z.enum(indiaStates, 'Please choose a state'),
  authorized_capital: z.number(),
  /** OPC only: the nominee for the sole member, with their consent (Form INC-3). */
  nominee: opcNomineeSchema.optional(),
  /** Private Limited and OPC: the memorandum's subscribers and the shares each takes (₹10 a share). */
  subscribers: z.array(subscriberSchema).max(1000).optional(),
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
  /** LLC: who manages it. */
  management: z.enum(llcManagement).optional(),
  /** C-Corp: the certificate of incorporation's authorised shares and par value (dollars; 0 for no par). */
  authorized_shares: z.number().max(1e15).optional(),
  par_value: z.number().max(1e6).optional(),
  /** C-Corp: who signs and files the certificate (DGCL §§101, 103). */
  incorporator: z.object({ name: personName, email: personFields.email }).optional(),
  registered_agent: registeredAgentSchema.default({ provider: 'charter' }),
  fee_breakdown: usaFeeBreakdownSchema.optional(),
  total_amount: money.optional(),
  currency: z.literal('USD').optional(),
};

function addIssues(issues: FormationIssue[], ctx: z.RefinementCtx) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

type IndiaCheck = Parameters<typeof indiaFormationIssues>[0];

/** The capital options of the entity type (spec §5), then the Acts' rules on the people (formation-rules.ts). */
function checkIndia(body: IndiaCheck, ctx: z.RefinementCtx) {
  const options = capitalOptionsFor(body.entity_type);
  if (!options.includes(body.authorized_capital)) {
    const what = body.entity_type === 'LLP' ? 'Capital contribution' : 'Authorised capital';
    ctx.addIssue({ code: 'custom', path: ['authorized_capital'], message: `${what} must be one of ${options.join(', ')} lakh` });
  }
  // A quote may leave the people out (their count is priced); once they are given, every rule applies.
  if (body.directors) addIssues(indiaFormationIssues(body), ctx);
}

function checkUsa(body: Parameters<typeof usaFormationIssues>[0], ctx: z.RefinementCtx) {
  addIssues(usaFormationIssues(body), ctx);
}

/** Spec §3 India incorporation payload, with the people the Companies Act and the LLP Act require. */
export const indiaIncorporationBodySchema = z.object({ ...indiaShape, directors }).superRefine(checkIndia);
export type IndiaIncorporationBody = z.output<typeof indiaIncorporationBodySchema>;

/** Spec §3 USA incorporation payload, with what the state's filing and the company's first records need. */
export const usaIncorporationBodySchema = z.object({ ...usaShape, members }).superRefine(checkUsa);
export type UsaIncorporationBody = z.output<typeof usaIncorporationBodySchema>;

/** The review step's quote: the same bodies, people optional (their count is what is priced). */
export const indiaQuoteBodySchema = z.object({ ...indiaShape, directors: directors.optional() }).superRefine(checkIndia);
export const usaQuoteBodySchema = z.object({ ...usaShape, members: members.optional() });
export const incorporationQuoteBodySchema = z.union([usaQuoteBodySchema, indiaQuoteBodySchema]);
export type IncorporationQuoteBody = z.output<typeof incorporationQuoteBodySchema>;

export const incorporationQuoteSchema = z.object({
  fee_breakdown: z.union([indiaFeeBreakdownSchema, usaFeeBreakdownSchema]),
  total_amount: z.number(),
  currency: z.enum(['INR', 'USD']),
});
export type IncorporationQuote = z.infer<typeof incorporationQuoteSchema>;
