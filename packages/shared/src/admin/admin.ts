import { z } from 'zod';
import { cursorQueryFields } from '../common/paging';
import { passwordSchema } from '../auth/auth';
import { emailSchema, lineSchema, textSchema } from '../common/fields';
import { auditActions, auditEventSchema } from '../teams/teams';
import { companyCountries, entityTypes } from '../companies/countries';
import { comingSoonCountries } from '../companies/market-countries';
import { currencies } from '../money/money';

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

/** Paid orders' totals less succeeded refunds in one currency, integer minor units (currencies are never added). */
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

/** Staff sessions end after this long without a request, and after ADMIN_SESSION_HOURS in all. */
export const ADMIN_IDLE_MINUTES = 30;
export const ADMIN_SESSION_HOURS = 12;

/** A staff account as the Staff tab lists it. Accounts are disabled, never deleted: the audit log names them. */
export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  created_at: z.string(),
  /** The last request made with any of the account's sessions; null when it never signed in. */
  last_seen_at: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListSchema = z.object({ accounts: z.array(staffAccountSchema) });

export const createStaffAccountBodySchema = z.object({
  email: emailSchema,
  name: lineSchema.trim().min(1, 'Name is required').max(120),
  password: passwordSchema,
});
export type CreateStaffAccountBody = z.infer<typeof createStaffAccountBodySchema>;

export const staffAccountStatusBodySchema = z.object({ disabled: z.boolean() });

/** The Audit tab: every action taken by staff, newest first. */
export const staffAuditQuerySchema = z.object({
  ...cursorQueryFields(50),
  action: z.enum(auditActions).optional(),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;
export const staffAuditEventSchema = auditEventSchema.extend({
  /** The company the action concerned, when it concerned one. */
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type StaffAuditEvent = z.infer<typeof staffAuditEventSchema>;
export const staffAuditResponseSchema = z.object({ events: z.array(staffAuditEventSchema), next_cursor: z.string().nullable() });
export type StaffAuditResponse = z.infer<typeof staffAuditResponseSchema>;
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

/**
 * GET /api/admin/countries (spec §7 names the call, not its shape): the countries companies are registered in today,
 * then those the Add Company modal shows as Coming Soon, each with what the back office needs to know of it.
 */
export const adminCountrySchema = z.object({
  name: z.enum([...companyCountries, ...comingSoonCountries]),
  status: z.enum(['live', 'coming_soon']),
  flag: z.string().nullable(),
  /** The currency its companies pay in; null until it is live. */
  currency: z.enum(currencies).nullable(),
  entity_types: z.array(z.enum(entityTypes)),
  /** Companies registered there and not archived. */
  companies: z.number().int(),
});
export type AdminCountry = z.infer<typeof adminCountrySchema>;
export const adminCountryListSchema = z.object({ countries: z.array(adminCountrySchema) });
export type AdminCountryList = z.infer<typeof adminCountryListSchema>;
