import { z } from 'zod';
import { emailSchema, textSchema } from '../common/fields';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';
export const ADMIN_COOKIE = 'admin_token';

export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: textSchema.min(1, 'Password is required').max(200),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export const adminSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type Admin = z.infer<typeof adminSchema>;

export const adminSessionResponseSchema = z.object({
  admin_token: z.string(),
  expires_at: z.string(),
  admin: adminSchema,
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

/** Shown on /admin/login only in the embedded demo mode (never in production). */
export const adminDemoCredentialsSchema = z.object({
  demo: z.boolean(),
  email: z.string().nullable(),
  password: z.string().nullable(),
});
export type AdminDemoCredentials = z.infer<typeof adminDemoCredentialsSchema>;

export const adminStatisticsSchema = z.object({
  users: z.number().int(),
  orders: z.object({ total: z.number().int(), paid: z.number().int(), pending: z.number().int() }),
  revenue: z.object({ total: z.number().int() }),
  services: z.number().int(),
  compliance_rules: z.number().int(),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;
