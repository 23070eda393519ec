import { z } from 'zod';
import { canonicalTimeZone, isTimeZone } from '../bookings/time-zones';
import { lineSchema } from '../common/fields';
import { COMPANY_NAME_MAX_LENGTH, COMPANY_NAME_TOO_LONG, maxLengthMessage } from '../common/field-rules';

export const designations = ['founder', 'manager', 'partner'] as const;
export const designationSchema = z.enum(designations);
export type Designation = z.infer<typeof designationSchema>;

export const designationLabels: Record<Designation, string> = {
  founder: 'I am Founder',
  manager: 'I am Manager',
  partner: 'I am Partner',
};

/** Spec §3 User: the account as both its owner and staff see it. */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  designation: designationSchema.nullable(),
  picture: z.string().nullable(),
  onboarding_completed: z.boolean(),
});

/** What the signed-in user sees of themself (GET /api/auth/me). */
export const currentUserSchema = userProfileSchema.extend({
  /** Signed in before this session: the dashboard says "Welcome back"; a new account is greeted "Welcome". */
  returning: z.boolean(),
  /**
   * The IANA zone bookings are shown and made in (issue 30 §4): null until the app sets it from the browser on the
   * first sign-in; the user changes it on /settings.
   */
  time_zone: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const ALL_FIELDS_REQUIRED = 'All fields are required';

/** POST /api/users/profile — the onboarding form. */
export const updateProfileBodySchema = z.object({
  name: lineSchema.trim().min(1, ALL_FIELDS_REQUIRED).max(120, maxLengthMessage('Name', 120)),
  company_name: lineSchema.trim().min(1, ALL_FIELDS_REQUIRED).max(COMPANY_NAME_MAX_LENGTH, COMPANY_NAME_TOO_LONG),
  designation: designationSchema,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/**
 * An IANA time zone the runtime's Intl knows ("Asia/Kolkata"), stored as Intl names it (so "asia/kolkata" and the
 * alias "US/Eastern" are stored as Asia/Kolkata and America/New_York), by its current name (Intl still says
 * Asia/Calcutta). The server validates with the same Intl, so a zone is never stored that it cannot convert.
 */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, 'Choose a time zone')
  .max(64)
  .refine(isTimeZone, { message: 'Unknown time zone: choose one from the list' })
  .transform((zone) => canonicalTimeZone(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone));

/** PATCH /api/users/settings and PUT /api/admin/me/time-zone. */
export const timeZoneBodySchema = z.object({ time_zone: timeZoneSchema });
export type TimeZoneBody = z.infer<typeof timeZoneBodySchema>;
export const timeZoneAnswerSchema = z.object({ time_zone: z.string() });
