import { z } from 'zod';
import { indiaStates } from '../companies/regions';
import { textSchema, lineSchema } from '../common/fields';
import { currencies } from '../money/money';
import { gstinMessages, gstinProblem, stateOfGstin } from './gstin';

/** A GSTIN as typed: trimmed, upper-cased, then checked for its shape, state code and check character. */
export const gstinSchema = textSchema
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: gstinMessages[problem] });
  });

/**
 * Who the invoice is made out to, when it is not simply the founder (optional at checkout and incorporation): a
 * legal name, an address, an Indian state (the place of supply) and a GSTIN for an input-tax credit. A GSTIN
 * carries its state, so a state given with it must be the same.
 */
export const billingDetailsSchema = z
  .object({
    name: lineSchema.trim().max(200).optional(),
    address: textSchema.trim().max(500).optional(),
    state: z.enum(indiaStates, 'Please choose a state').optional(),
    gstin: gstinSchema.optional(),
  })
  .superRefine((billing, ctx) => {
    const registered = billing.gstin ? stateOfGstin(billing.gstin) : undefined;
    if (registered && billing.state && registered !== billing.state) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: `This GSTIN is registered in ${registered}: choose that state, or leave it empty.`,
      });
    }
  });
export type BillingDetails = z.output<typeof billingDetailsSchema>;

export const taxDocumentKinds = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/** An invoice or credit note of an order, as the order pages list it (the PDF is its download). */
export const taxDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(taxDocumentKinds),
  /** "Tax invoice", "Invoice", "Credit note". */
  title: z.string(),
  number: z.string(),
  issued_on: z.iso.date(),
  /** The invoice a credit note reduces. */
  invoice_number: z.string().nullable(),
  total_minor: z.number().int(),
  currency: z.enum(currencies),
  download_url: z.string(),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;

export const taxDocumentListSchema = z.object({ documents: z.array(taxDocumentSchema) });
export type TaxDocumentList = z.infer<typeof taxDocumentListSchema>;

export const taxDocumentParamsSchema = z.object({ orderId: z.string(), documentId: z.string() });
