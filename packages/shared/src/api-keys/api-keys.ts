import { z } from 'zod';
import { lineSchema } from '../common/fields';
import type { CompanyPermission } from '../teams/company-roles';

/** Every key's secret starts with this, so a leaked one is recognised (by people and by secret scanners). */
export const API_KEY_PREFIX = 'chk_';

/** What a company's API key may be given. A key never manages keys, members or money. */
export const apiKeyScopes = ['obligations:read', 'orders:read', 'tasks:write', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyScopeSchema = z.enum(apiKeyScopes);

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  'obligations:read': 'Read obligations',
  'orders:read': 'Read orders and tasks',
  'tasks:write': 'Write task comments and documents',
  'webhooks:manage': 'Manage webhooks',
};

/**
 * The company permissions each scope opens: a key's request passes the access check only for a permission in this
 * table (and only for its own company). Written once; the server enforces it and the API reference lists it.
 */
export const apiKeyScopePermissions: Record<ApiKeyScope, readonly CompanyPermission[]> = {
  'obligations:read': ['company:read', 'compliance:read'],
  'orders:read': ['company:read', 'orders:read'],
  'tasks:write': ['tasks:write'],
  'webhooks:manage': ['webhooks:manage'],
};

export function permissionsOfScopes(scopes: readonly ApiKeyScope[]): CompanyPermission[] {
  return [...new Set(scopes.flatMap((scope) => apiKeyScopePermissions[scope]))];
}

export const API_KEY_NAME_MAX_LENGTH = 80;

export const createApiKeyBodySchema = z.object({
  name: lineSchema.trim().min(1, 'Give the key a name').max(API_KEY_NAME_MAX_LENGTH, 'At most 80 characters'),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  /** The key stops working at this instant; null or absent: it works until revoked. */
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the secret, enough to tell keys apart (never the secret). */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  created_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The one answer that carries the secret: shown once, never stored in the clear. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyParamsSchema = z.object({ id: z.string(), keyId: z.string() });
