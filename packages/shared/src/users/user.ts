import { z } from 'zod';
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

/** What the signed-in user sees of themself (GET /api/auth/me). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  designation: designationSchema.nullable(),
  picture: z.string().nullable(),
  onboarding_completed: z.boolean(),
  /** Signed in before this session: the dashboard says "Welcome back"; a new account is greeted "Welcome". */
  returning: z.boolean(),
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
