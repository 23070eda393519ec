import { z } from 'zod';
import { cursorQueryFields } from '../common/paging';
import { emailSchema, lineSchema, textSchema } from '../common/fields';
import { sessionResponseSchema } from '../auth/auth';
import { NAME_MAX_LENGTH, NAME_REQUIRED_MESSAGE, NAME_TOO_LONG_MESSAGE } from '../auth/sign-in-rules';
import { companyRoles } from './company-roles';

export const companyRoleSchema = z.enum(companyRoles);

export const INVITATION_TTL_DAYS = 7;

export const memberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const membersResponseSchema = z.object({
  members: z.array(memberSchema),
  /** Open invitations (not accepted, revoked or expired). */
  invitations: z.array(invitationSchema),
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;

export const createInvitationBodySchema = z.object({ email: emailSchema, role: companyRoleSchema });
export type CreateInvitationBody = z.input<typeof createInvitationBodySchema>;

export const updateMemberBodySchema = z.object({ role: companyRoleSchema });
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

export const memberParamsSchema = z.object({ id: z.string().max(100), userId: z.string().max(100) });
export const invitationParamsSchema = z.object({ id: z.string().max(100), invitationId: z.string().max(100) });

/** The invitation token arrives in the mailed link; it is opaque to the client. */
export const invitationTokenSchema = textSchema.trim().min(20).max(200);
export const invitationTokenQuerySchema = z.object({ token: invitationTokenSchema });
export const acceptInvitationBodySchema = z.object({ token: invitationTokenSchema });

/** What /invite shows before accepting; open to anyone holding the link. */
export const invitationPreviewSchema = z.object({
  company_name: z.string(),
  role: companyRoleSchema,
  email: z.string(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  status: z.enum(['open', 'accepted', 'revoked', 'expired']),
  /** The invited address has an account already (told only while open): joining then asks no name. */
  has_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationResponseSchema = z.object({ company_id: z.string(), role: companyRoleSchema });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

/**
 * POST /api/invitations/join, signed out: the invitation proves the address, so it signs in (creating the account, with
 * `name`, when the address has none) and joins in one step. The session cookie is set with the answer.
 */
export const joinInvitationBodySchema = z.object({
  token: invitationTokenSchema,
  name: lineSchema.trim().min(1, NAME_REQUIRED_MESSAGE).max(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE).optional(),
});
export type JoinInvitationBody = z.infer<typeof joinInvitationBodySchema>;

export const joinInvitationResponseSchema = acceptInvitationResponseSchema.extend({ session: sessionResponseSchema });
export type JoinInvitationResponse = z.infer<typeof joinInvitationResponseSchema>;

/** The actions the audit log records; later modules add theirs here. */
export const auditActions = [
  'company.created',
  'company.updated',
  'company.archived',
  /** Staff recorded the incorporation date of a company being formed (its forming stage ends). */
  'company.incorporated',
  'requirement.status_changed',
  'requirements.status_changed',
  'invitation.created',
  'invitation.revoked',
  'invitation.accepted',
  'member.role_changed',
  'member.removed',
  'member.left',
  /** Back office: staff imported MCA master data into the registry directory (no company). */
  'registry.imported',
  /** A founder placed an order for the company (incorporation, a service); target label is the order number. */
  'order.created',
  /** A verified provider signal paid the order. */
  'order.paid',
  /** A provider captured a different amount than the order's: held for staff, never fulfilled. */
  'order.payment_flagged',
  /** The payment failed or its checkout expired (the order can be paid again). */
  'order.payment_failed',
  /** A member put a service in the company's cart (target label: the service's name). */
  'cart.item_added',
  'cart.item_removed',
  'cart.cleared',
  /** A task of an order moved (changes: status before and after; target label: the task's title). */
  'task.status_changed',
  'task.commented',
  /** A document was uploaded to a task (changes: the file name, and the status when the upload submitted the task). */
  'task.document_uploaded',
  /** A member asked to cancel a paid order (changes: the refund quoted then; target label: the order number). */
  'order.cancellation_requested',
  'order.cancellation_withdrawn',
  /** Back office: staff accounts (target: the account; no company). */
  'admin.created',
  'admin.disabled',
  'admin.enabled',
  /** Back office: staff disabled a user's account (their sessions ended) or enabled it again (no company). */
  'user.disabled',
  'user.enabled',
  /** Back office: staff created, edited, deleted, archived (kept for its orders) or restored a catalogue service. */
  'service.created',
  'service.updated',
  'service.deleted',
  'service.archived',
  'service.restored',
  /** Staff gave a task to a staff member, or took it back (changes: the assignee's name before and after). */
  'task.assigned',
  /** Back office: staff changed a booking's status or notes (no company; changes: the fields before and after). */
  'booking.updated',
  /** Staff changed an order's status (changes: status before and after, and the refund when it was cancelled). */
  'order.status_changed',
  /** The provider accepted the refund of a cancelled paid order (changes: amount, provider refund id). */
  'order.refunded',
  /** The provider refused or did not answer a refund; the order was not cancelled (changes: the reason). */
  'order.refund_failed',
  /** Staff posted an update on the order's timeline (target label: the order number). */
  'order.timeline_added',
  /** Staff added a task to an order (target label: the task's title). */
  'task.created',
  /** Back office Logic Builder (no company): a recommendation rule made (by hand or from a template), edited, deleted. */
  'logic_rule.created',
  'logic_rule.updated',
  'logic_rule.deleted',
  /** Back office (no company): staff created, changed or deleted a compliance rule (changes: the fields before and after). */
  'compliance_rule.created',
  'compliance_rule.updated',
  'compliance_rule.deleted',
  /**
   * A compliance-rule change reached the company (written by the re-plan job, actor: the staff member who made it).
   * added: target label the rule's name, change due_date; removed: no longer applies; changed: name, impact, category,
   * description or next due date before and after.
   */
  'compliance.obligation_added',
  'compliance.obligation_removed',
  'compliance.obligation_changed',
  /** An owner created or revoked an API key (target label: the key's name). */
  'api_key.created',
  'api_key.revoked',
  /** A request made with an API key (target label: the key's name; changes: the route and the answer's status). */
  'api_key.used',
  /**
   * Issue 34 §2: an account's or a company's deletion was asked for, cancelled, or carried out. The target is the
   * subject's id only (no name, no email), the actor an id: the event outlives the personal data it must not hold.
   */
  'account.deletion_requested',
  'account.deletion_cancelled',
  'account.deleted',
  'company.deletion_requested',
  'company.deletion_cancelled',
  'company.deleted',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditChangeSchema = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  action: z.enum(auditActions),
  actor: z.object({ type: z.enum(['user', 'staff', 'system']), id: z.string().nullable(), name: z.string() }),
  target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }),
  changes: z.array(auditChangeSchema),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const activityQuerySchema = z.object({
  ...cursorQueryFields(25),
});
export const activityResponseSchema = z.object({ events: z.array(auditEventSchema), next_cursor: z.string().nullable() });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
