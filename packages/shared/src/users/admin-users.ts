import { z } from 'zod';
import { pageInfoFields, pageQueryFields, searchQuerySchema } from '../common/paging';
import { countFields, textSchema } from '../common/fields';
import { companySchema } from '../companies/company';
import { orderSchema } from '../orders/orders';
import { companyRoleSchema } from '../teams/teams';
import { designations, userProfileSchema } from './user';

/** Spec §9: the admin user list shows 50 a page. */
export const ADMIN_USERS_PAGE_SIZE = 50;

export const adminUserStatuses = ['active', 'disabled'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

/** A user's designation, or `none` for users who have not chosen one (not onboarded). */
const designationFilters = [...designations, 'none'] as const;

/** GET /api/admin/users: a page, filtered by designation (spec §7), account status, and a search of email or name. */
export const adminUsersQuerySchema = z.object({
  ...pageQueryFields(ADMIN_USERS_PAGE_SIZE, 100_000),
  designation: z.enum(designationFilters).optional(),
  status: z.enum(adminUserStatuses).optional(),
  q: searchQuerySchema,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** Spec §3 User as the admin sees it (adds id, picture, created_at), with the account facts staff need. */
export const adminUserSchema = userProfileSchema.extend({
  email_verified: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  /** total: users matching the filters, over all pages. */
  ...pageInfoFields,
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** GET /api/admin/users/stats (spec §3 User stats: total_users and by_designation; the rest are the back office's). */
export const adminUserStatsSchema = z.object({
  /** Every user, as the spec names it. */
  total_users: z.number().int(),
  /** The same count, under the name the back office read first. */
  total: z.number().int(),
  verified: z.number().int(),
  onboarded: z.number().int(),
  disabled: z.number().int(),
  /** Signed up in the last 30 days (30 × 24 hours back from now). */
  signed_up_last_30_days: z.number().int(),
  by_designation: z.object(countFields(designationFilters)),
});
export type AdminUserStats = z.infer<typeof adminUserStatsSchema>;

/** A company the user belongs to, by its identity, and their role in it. */
export const adminUserCompanySchema = companySchema
  .pick({ id: true, name: true, country: true, entity_type: true, status: true })
  .extend({ role: companyRoleSchema });
export type AdminUserCompany = z.infer<typeof adminUserCompanySchema>;

/** An order the user placed; money in integer minor units of its currency. */
export const adminUserOrderSchema = z.object({
  ...orderSchema.pick({ id: true, order_number: true, company_name: true, created_at: true, currency: true }).shape,
  total_minor: z.number().int(),
  ...orderSchema.pick({ order_status: true, payment_status: true }).shape,
});
export type AdminUserOrder = z.infer<typeof adminUserOrderSchema>;

/** GET /api/admin/users/{id}: the profile, the companies with the user's role in each, and the orders they placed. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  companies: z.array(adminUserCompanySchema),
  orders: z.array(adminUserOrderSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserIdParamsSchema = z.object({ userId: textSchema.max(100) });

/** PUT /api/admin/users/{id}/status: disable (sessions end at once, no sign-in) or enable again. */
export const adminUserStatusBodySchema = z.object({ disabled: z.boolean() });
export type AdminUserStatusBody = z.infer<typeof adminUserStatusBodySchema>;
