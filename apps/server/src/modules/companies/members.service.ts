import {
  ACCOUNT_DISABLED_MESSAGE,
  INVITATION_TTL_DAYS,
  NAME_REQUIRED_MESSAGE,
  companyRoleLabels,
  type AcceptInvitationResponse,
  type CreateInvitationBody,
  type Invitation,
  type InvitationPreview,
  type Member,
  type MembersResponse,
  type CalendarFeed,
  type NotificationSettings,
  type UnsubscribeResponse,
  type UpdateNotificationSettingsBody,
  type UpdateMemberBody,
} from '@charter/shared';
import { invitationMail } from '../../adapters/mail/templates';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import { addDays, type Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { newOpaqueToken, sha256 } from '../../lib/secrets';
import type { AuditService } from '../audit/audit.service';
import type { Mailer } from '../mail/mail.service';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import type { CompanyAccess } from './company-access';
import { companiesRepository } from './companies.repository';
import { membersRepository, type InvitationRow } from './members.repository';

interface Deps {
  db: Db;
  access: CompanyAccess;
  audit: AuditService;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  users: UsersService;
}

/** Who joined by following the invitation signed out: the account, created or found, to start a session for. */
export interface JoinedByInvitation extends AcceptInvitationResponse {
  user: UserRow;
}

const LAST_OWNER = 'A company needs at least one owner. Make another member an owner first.';

function toInvitation(row: InvitationRow, invitedByName: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: invitedByName,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

function invitationStatus(row: InvitationRow, now: Date): InvitationPreview['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  return 'open';
}

/** Members and invitations of a company. Every call passes the one access check first. */
export function createMembersService({ db, access, audit, mailer, clock, appUrl, users }: Deps) {
  async function findMemberOr404(executor: Db, companyId: string, userId: string) {
    const member = isUuid(userId) ? await membersRepository.findMember(executor, companyId, userId) : undefined;
    if (!member) throw AppError.notFound('Member');
    return member;
  }

  async function memberLabel(executor: Db, companyId: string, userId: string): Promise<string> {
    const found = (await membersRepository.listMembers(executor, companyId)).find((member) => member.userId === userId);
    return found ? `${found.name} <${found.email}>` : userId;
  }

  /** Spends the invitation and makes the actor a member, with its audit event, in the caller's transaction. */
  /** The invitation an invitation link's token names, with its status at `now`; an unknown token is 404. */
  async function invitationOfLink(executor: Db, token: string, now: Date) {
    const found = await membersRepository.findInvitationByTokenHash(executor, sha256(token));
    if (!found) throw new AppError('NOT_FOUND', 'This invitation link is not valid. Ask for a new invitation.');
    return { found, invitation: found.invitation, status: invitationStatus(found.invitation, now) };
  }

  async function acceptIn(tx: Db, invitation: InvitationRow, actor: Actor, now: Date) {
    if (!(await membersRepository.markAccepted(tx, invitation.id, actor.id, now))) throw new AppError('GONE', goneDetail.accepted);
    const role = await membersRepository.insertMemberIfAbsent(tx, {
      companyId: invitation.companyId,
      userId: actor.id,
      role: invitation.role,
    });
    await audit.record(tx, actor, {
      companyId: invitation.companyId,
      action: 'invitation.accepted',
      target: { type: 'member', id: actor.id, label: `${actor.name} <${actor.email}>` },
      changes: [{ field: 'role', before: null, after: role }],
    });
    return role;
  }

  return {
    /** Who to tell about the company's work (a staff comment): its members' names and addresses, no access check. */
    /** The company's name and its owners, for a notice only owners get (a webhook endpoint turned off). */
    async owners(
      executor: Db,
      companyId: string,
    ): Promise<{ companyName: string; owners: { userId: string; name: string; email: string }[] }> {
      const [company, members] = [
        await companiesRepository.findById(executor, companyId),
        await membersRepository.listMembers(executor, companyId),
      ];
      return {
        companyName: company?.name ?? 'your company',
        owners: members.filter((member) => member.role === 'owner').map(({ userId, name, email }) => ({ userId, name, email })),
      };
    },

    async contacts(executor: Db, companyId: string): Promise<{ name: string; email: string }[]> {
      const members = await membersRepository.listMembers(executor, companyId);
      return members.map(({ name, email }) => ({ name, email }));
    },

    async list(actor: Actor, companyId: string): Promise<MembersResponse> {
      const { company } = await access.company(actor, companyId, 'members:read');
      const [members, invitations] = await Promise.all([
        membersRepository.listMembers(db, company.id),
        membersRepository.listOpenInvitations(db, company.id, clock()),
      ]);
      return {
        members: members.map((member): Member => ({
          user_id: member.userId,
          name: member.name,
          email: member.email,
          role: member.role,
          joined_at: member.joinedAt.toISOString(),
        })),
        invitations: invitations.map(({ invitation, invitedByName }) => toInvitation(invitation, invitedByName)),
      };
    },

    /** Stores the invitation (replacing an open one for the same address), then mails the link. */
    async invite(actor: Actor, companyId: string, body: CreateInvitationBody): Promise<Invitation> {
      const email = body.email.trim().toLowerCase();
      const token = newOpaqueToken();
      const now = clock();
      const { invitation } = await db.transaction(async (tx) => {
        const { company } = await access.company(actor, companyId, 'members:manage', tx);
        if (await membersRepository.isMemberByEmail(tx, company.id, email)) {
          throw new AppError('CONFLICT', `${email} is already a member of ${company.name}.`);
        }
        const row = await membersRepository.replaceOpenInvitation(
          tx,
          {
            companyId: company.id,
            email,
            role: body.role,
            tokenHash: sha256(token),
            invitedBy: actor.type === 'user' ? actor.id : null,
            expiresAt: addDays(now, INVITATION_TTL_DAYS),
            createdAt: now,
          },
          now,
        );
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'invitation.created',
          target: { type: 'invitation', id: row.id, label: email },
          changes: [{ field: 'role', before: null, after: body.role }],
        });
        // The mail commits with the invitation: both or neither.
        await mailer.enqueue(
          invitationMail(email, {
            inviterName: actor.name,
            companyName: company.name,
            roleLabel: companyRoleLabels[body.role].toLowerCase(),
            url: `${appUrl}/invite?token=${encodeURIComponent(token)}`,
            ttlDays: INVITATION_TTL_DAYS,
          }),
          { key: `invitation:${row.id}`, executor: tx },
        );
        return { invitation: row };
      });
      return toInvitation(invitation, actor.name);
    },

    async revokeInvitation(actor: Actor, companyId: string, invitationId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { company } = await access.company(actor, companyId, 'members:manage', tx);
        const found = isUuid(invitationId) ? await membersRepository.findInvitationInCompany(tx, company.id, invitationId) : undefined;
        if (!found) throw AppError.notFound('Invitation');
        if (!(await membersRepository.revokeInvitation(tx, found.id, clock()))) {
          throw new AppError('CONFLICT', 'This invitation is no longer open.');
        }
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'invitation.revoked',
          target: { type: 'invitation', id: found.id, label: found.email },
        });
      });
    },

    async changeRole(actor: Actor, companyId: string, userId: string, body: UpdateMemberBody): Promise<Member> {
      return db.transaction(async (tx) => {
        const { company } = await access.company(actor, companyId, 'members:manage', tx);
        const owners = await membersRepository.lockOwners(tx, company.id);
        const member = await findMemberOr404(tx, company.id, userId);
        if (member.role === 'owner' && body.role !== 'owner' && owners.length <= 1) throw new AppError('CONFLICT', LAST_OWNER);
        const updated = (await membersRepository.setRole(tx, company.id, member.userId, body.role))!;
        if (member.role !== body.role) {
          await audit.record(tx, actor, {
            companyId: company.id,
            action: 'member.role_changed',
            target: { type: 'member', id: member.userId, label: await memberLabel(tx, company.id, member.userId) },
            changes: [{ field: 'role', before: member.role, after: body.role }],
          });
        }
        const listed = (await membersRepository.listMembers(tx, company.id)).find((row) => row.userId === updated.userId)!;
        return {
          user_id: listed.userId,
          name: listed.name,
          email: listed.email,
          role: listed.role,
          joined_at: listed.joinedAt.toISOString(),
        };
      });
    },

    /** An owner removes a member, or a member leaves (removes themself). The last owner can do neither. */
    async removeMember(actor: Actor, companyId: string, userId: string): Promise<void> {
      const leaving = actor.type === 'user' && actor.id === userId;
      await db.transaction(async (tx) => {
        const { company } = await access.company(actor, companyId, leaving ? 'company:read' : 'members:manage', tx);
        const owners = await membersRepository.lockOwners(tx, company.id);
        const member = await findMemberOr404(tx, company.id, userId);
        if (member.role === 'owner' && owners.length <= 1) {
          throw new AppError(
            'CONFLICT',
            leaving ? 'You are the last owner. Make another member an owner before you leave, or delete the company.' : LAST_OWNER,
          );
        }
        const label = await memberLabel(tx, company.id, member.userId);
        await membersRepository.deleteMember(tx, company.id, member.userId);
        await audit.record(tx, actor, {
          companyId: company.id,
          action: leaving ? 'member.left' : 'member.removed',
          target: { type: 'member', id: member.userId, label },
          changes: [{ field: 'role', before: member.role, after: null }],
        });
      });
    },

    /** A member's own reminder and calendar settings for the company. */
    async notificationSettings(actor: Actor, companyId: string): Promise<NotificationSettings> {
      const { company } = await access.company(actor, companyId, 'notifications:manage');
      const member = await findMemberOr404(db, company.id, actor.id);
      return {
        reminders_enabled: member.remindersEnabled,
        calendar: { active: member.calendarSecretHash !== null, created_at: member.calendarCreatedAt?.toISOString() ?? null },
      };
    },

    async updateNotificationSettings(actor: Actor, companyId: string, body: UpdateNotificationSettingsBody): Promise<NotificationSettings> {
      const { company } = await access.company(actor, companyId, 'notifications:manage');
      await findMemberOr404(db, company.id, actor.id);
      await membersRepository.setRemindersEnabled(db, company.id, actor.id, body.reminders_enabled);
      return this.notificationSettings(actor, companyId);
    },

    /** A new secret feed URL (any older one stops working). The secret is stored only hashed: the URL is shown once. */
    async createCalendarFeed(actor: Actor, companyId: string): Promise<CalendarFeed> {
      const { company } = await access.company(actor, companyId, 'notifications:manage');
      await findMemberOr404(db, company.id, actor.id);
      const secret = newOpaqueToken();
      const now = clock();
      await membersRepository.setCalendarSecret(db, company.id, actor.id, sha256(secret), now);
      return { url: `${appUrl}/api/calendar/${secret}.ics`, created_at: now.toISOString() };
    },

    async revokeCalendarFeed(actor: Actor, companyId: string): Promise<void> {
      const { company } = await access.company(actor, companyId, 'notifications:manage');
      await findMemberOr404(db, company.id, actor.id);
      await membersRepository.setCalendarSecret(db, company.id, actor.id, null, null);
    },

    /** Who a calendar feed secret speaks for, as an actor for the compliance read; undefined when it names nobody. */
    async calendarFeedOwner(secret: string): Promise<{ actor: Actor; companyId: string } | undefined> {
      const found = await membersRepository.findByCalendarSecret(db, sha256(secret));
      if (!found) return undefined;
      return {
        companyId: found.companyId,
        actor: { type: 'user', id: found.userId, name: found.name, email: found.email, requestId: null },
      };
    },

    /** The unsubscribe link of a reminder mail: turns that member's reminders for that company off. */
    async unsubscribeReminders(token: string): Promise<UnsubscribeResponse> {
      const companyName = isUuid(token) ? await membersRepository.disableRemindersByToken(db, token) : undefined;
      if (!companyName)
        throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid any more. Manage reminders on your compliance page.');
      return { company_name: companyName, reminders_enabled: false };
    },

    /** What /invite shows before accepting: anyone holding the link may see it. */
    async previewInvitation(token: string): Promise<InvitationPreview> {
      const { found, invitation, status } = await invitationOfLink(db, token, clock());
      return {
        company_name: found.companyName,
        role: invitation.role,
        email: invitation.email,
        invited_by: found.invitedByName,
        expires_at: invitation.expiresAt.toISOString(),
        status,
        // Only while open, and only to whoever holds the link mailed to that address: joining asks a name only then.
        has_account: status === 'open' ? Boolean(await users.findByEmail(invitation.email)) : false,
      };
    },

    /**
     * Joining signed out: the invitation was mailed to its address, so following it proves the address, as a login code
     * or a verification link would. The account is found or created (verified), joins the company, and the caller
     * starts its session: one mail, one click. Used once, like acceptance: the invitation is spent by it.
     */
    async joinWithInvitation(token: string, name: string | undefined, requestId: string | null): Promise<JoinedByInvitation> {
      const now = clock();
      return db.transaction(async (tx) => {
        const { invitation, status } = await invitationOfLink(tx, token, now);
        if (status !== 'open') throw new AppError('GONE', goneDetail[status]);
        let user = await users.findByEmail(invitation.email, tx);
        if (!user) {
          if (!name) throw new AppError('VALIDATION_FAILED', NAME_REQUIRED_MESSAGE);
          user =
            (await users.insertIfNew({ email: invitation.email, name, emailVerifiedAt: now }, tx)) ??
            (await users.findByEmail(invitation.email, tx));
          if (!user) throw new AppError('CONFLICT', 'Could not create the account. Please try again.');
        }
        if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
        if (!user.emailVerifiedAt) user = (await users.updateAccount(user.id, { emailVerifiedAt: now }, tx)) ?? user;
        const actor: Actor = { type: 'user', id: user.id, name: user.name, email: user.email, requestId };
        const role = await acceptIn(tx, invitation, actor, now);
        return { company_id: invitation.companyId, role, user };
      });
    },

    /** Joins the company when the signed-in user's email is the invited one; the link then stops working. */
    async acceptInvitation(actor: Actor, token: string): Promise<AcceptInvitationResponse> {
      if (actor.type !== 'user') throw new AppError('FORBIDDEN', 'Sign in with your own account to accept an invitation.');
      const now = clock();
      return db.transaction(async (tx) => {
        const { invitation, status } = await invitationOfLink(tx, token, now);
        if (status === 'accepted' && invitation.acceptedBy === actor.id) {
          const member = await membersRepository.findMember(tx, invitation.companyId, actor.id);
          if (member) return { company_id: invitation.companyId, role: member.role };
        }
        if (status !== 'open') throw new AppError('GONE', goneDetail[status]);
        if (invitation.email !== actor.email.toLowerCase()) {
          throw new AppError(
            'FORBIDDEN',
            `This invitation was sent to ${invitation.email}, but you are signed in as ${actor.email}. Sign in with ${invitation.email} to accept it.`,
          );
        }
        const role = await acceptIn(tx, invitation, actor, now);
        return { company_id: invitation.companyId, role };
      });
    },
  };
}

const goneDetail = {
  accepted: 'This invitation has already been used.',
  revoked: 'This invitation was withdrawn. Ask an owner of the company for a new one.',
  expired: 'This invitation has expired. Ask an owner of the company for a new one.',
} as const;

export type MembersService = ReturnType<typeof createMembersService>;
