import { billingDetailsSchema } from '../invoices/invoices';
import { z } from 'zod';
import { basisPointsOf, currencies } from '../money/money';

/** Spec §9: the catalogue's categories and countries (the back office offers Singapore and UAE later). */
export const serviceCategories = ['Tax', 'Corporate', 'Labor', 'Trademark', 'Banking'] as const;
export type ServiceCategory = (typeof serviceCategories)[number];
export const serviceCountries = ['India', 'US', 'UK'] as const;
export type ServiceCountry = (typeof serviceCountries)[number];
/** Archived: removed by staff but named by past orders (the public catalogue lists only active services). */
export const serviceStatuses = ['active', 'inactive', 'archived'] as const;

/** Each country's catalogue is priced in its own currency. */
export const serviceCurrencyByCountry = { India: 'INR', US: 'USD', UK: 'GBP' } as const satisfies Record<
  ServiceCountry,
  (typeof currencies)[number]
>;

/**
 * What a service costs, in minor units, computed once here for the catalogue, the cart and checkout (spec §9: tax and
 * the platform fee are each a percentage of the professional fees; government fees are passed on as charged).
 */
export interface ServiceFees {
  professional_minor: number;
  government_minor: number;
  tax_minor: number;
  platform_fee_minor: number;
  total_minor: number;
}

export function serviceFees(service: {
  professional_minor: number;
  government_minor: number;
  /** Hundredths of a percent: 18 % is 1800. */
  tax_basis_points: number;
  platform_fee_basis_points: number;
}): ServiceFees {
  const tax = basisPointsOf(service.professional_minor, service.tax_basis_points);
  const platform = basisPointsOf(service.professional_minor, service.platform_fee_basis_points);
  return {
    professional_minor: service.professional_minor,
    government_minor: service.government_minor,
    tax_minor: tax,
    platform_fee_minor: platform,
    total_minor: service.professional_minor + service.government_minor + tax + platform,
  };
}

/** Spec §3 Service. Amounts are major units (₹4,999 is 4999), as the spec shows them; `price` is the total charged. */
export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  country: z.enum(serviceCountries),
  category: z.enum(serviceCategories),
  price: z.number(),
  currency: z.enum(currencies),
  processing_time: z.string(),
  cost_range: z.string(),
  status: z.enum(serviceStatuses),
  professional_fees: z.number(),
  govt_agency_fees: z.number(),
  /** What the government fee is, and where it is set (a statute, a fee schedule). */
  govt_fee_basis: z.string(),
  tax_percentage: z.number(),
  platform_fee_percentage: z.number(),
  tax: z.number(),
  platform_fee: z.number(),
  dependencies: z.array(z.string()),
  /** The compliance rules this service fulfils (a requirement from one of them offers it). */
  fulfils: z.array(z.string()),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceListSchema = z.object({ services: z.array(serviceSchema), version: z.string() });
export type ServiceList = z.infer<typeof serviceListSchema>;

/** Spec §3 Cart item; prices come from the catalogue when the cart is read, never from the client. */
export const cartItemSchema = z.object({
  id: z.string(),
  service_id: z.string(),
  service_name: z.string(),
  ...serviceSchema.pick({ price: true, currency: true }).shape,
  quantity: z.number().int(),
  ...serviceSchema.pick({ professional_fees: true, govt_agency_fees: true, tax: true, platform_fee: true }).shape,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  /** The company whose cart this is (null: the caller has no cart with anything in it). */
  company_id: z.string().nullable(),
  items: z.array(cartItemSchema),
  total_amount: z.number(),
  currency: z.enum(currencies),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartQuerySchema = z.object({ company_id: z.string().max(100).optional() });
export const cartAddQuerySchema = z.object({
  service_id: z.string().min(1).max(100),
  /** Spec §9: always 1. */
  quantity: z.coerce.number().int().pipe(z.literal(1)).default(1),
  company_id: z.string().max(100),
});
export const cartCompanyQuerySchema = z.object({ company_id: z.string().max(100) });
export const cartItemParamsSchema = z.object({ itemId: z.string().max(100) });

/** Spec §7: POST /checkout/create. The origin must be the app's own (where the provider sends the buyer back). */
export const checkoutBodySchema = z.object({
  origin_url: z.string().max(500),
  company_id: z.string().max(100),
  /** Optional: who the invoice is made out to (India: name, address, state, GSTIN checked with its check character). */
  billing: billingDetailsSchema.optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
