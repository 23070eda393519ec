import { z } from 'zod';
import { textSchema } from '../common/fields';

export const REGISTRY_MIN_QUERY = 3;
export const REGISTRY_MIN_QUERY_MESSAGE = 'Please enter at least 3 characters';
/** The fixed consent sentence the client sends with a registry fetch (spec §7). */
export const REGISTRY_CONSENT =
  'I consent to Charter fetching my company’s public registration details from the Ministry of Corporate Affairs for onboarding.';
export const REGISTRY_REASON = 'company onboarding and compliance setup';

export const registrySearchQuerySchema = z.object({
  company_name: textSchema.trim().min(REGISTRY_MIN_QUERY, REGISTRY_MIN_QUERY_MESSAGE).max(120),
});

export const registrySearchResultSchema = z.object({
  company_name: z.string(),
  cin: z.string().nullable(),
  llpin: z.string().nullable(),
  company_type: z.string(),
  entity_type: z.enum(['Private Limited', 'OPC', 'LLP']).nullable(),
  state: z.string().nullable(),
  status: z.string().nullable(),
});
export type RegistrySearchResult = z.infer<typeof registrySearchResultSchema>;

export const registrySearchResponseSchema = z.object({
  success: z.boolean(),
  count: z.number().int(),
  companies: z.array(registrySearchResultSchema),
});

export const registryFetchBodySchema = z.object({
  entity_id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}|[A-Z]{3}-\d{4})$/, 'must be a CIN (21 characters) or an LLPIN (AAA-1234)'),
  // The consent is the exact sentence the founder was shown, and the reason the one purpose it is asked for.
  consent: z.literal(REGISTRY_CONSENT, { error: 'must be the consent sentence shown beside the registry results' }),
  reason: z.literal(REGISTRY_REASON, { error: `must be "${REGISTRY_REASON}"` }),
});
export type RegistryFetchBody = z.infer<typeof registryFetchBodySchema>;

export const registryCompanyDataSchema = z.object({
  company_name: z.string(),
  cin: z.string().nullable(),
  llpin: z.string().nullable(),
  company_class: z.string().nullable(),
  company_category: z.string().nullable(),
  entity_type: z.enum(['Private Limited', 'OPC', 'LLP']).nullable(),
  registered_state: z.string().nullable(),
  date_of_incorporation: z.string().nullable(),
  paid_up_capital: z.number().nullable(),
  status: z.string().nullable(),
});
export type RegistryCompanyData = z.infer<typeof registryCompanyDataSchema>;

export const registryFetchResponseSchema = z.object({ success: z.boolean(), data: registryCompanyDataSchema });
