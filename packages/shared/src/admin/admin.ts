import { z } from 'zod';
import { emailSchema, textSchema } from '../common/fields';
import { currencies } from '../money/format-money';

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

/** Paid orders' totals in one currency, integer minor units (amounts in different currencies are never added). */
export const revenueByCurrencySchema = z.object({
  currency: z.enum(currencies),
  total_minor: z.number().int(),
  orders: z.number().int(),
});
export type RevenueByCurrency = z.infer<typeof revenueByCurrencySchema>;

export const adminStatisticsSchema = z.object({
  users: z.number().int(),
  /** `paid`: payment verified; `pending`: awaiting payment. */
  orders: z.object({ total: z.number().int(), paid: z.number().int(), pending: z.number().int() }),
  revenue: z.object({
    /**
     * The spec's single figure, kept only where it is sound: the paid total in minor units of `currency` when every
     * paid order is in that one currency, 0 when nothing is paid, and null when several currencies were paid (then
     * read `by_currency`).
     */
    total: z.number().int().nullable(),
    currency: z.enum(currencies).nullable(),
    /** Every currency with paid orders, largest order count first. */
    by_currency: z.array(revenueByCurrencySchema),
  }),
  /** Active services in the catalogue. */
  services: z.number().int(),
  compliance_rules: z.number().int(),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;

/** GET /api/admin/statistics/daily?days=30: UTC days, oldest first, today last. */
export const adminDailyStatisticsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(30),
});

export const adminDailyStatisticsSchema = z.object({
  days: z.number().int(),
  /** Every UTC day of the window, zero-filled: orders placed and users who signed up that day. */
  series: z.array(z.object({ date: z.iso.date(), orders: z.number().int(), signups: z.number().int() })),
});
export type AdminDailyStatistics = z.infer<typeof adminDailyStatisticsSchema>;
