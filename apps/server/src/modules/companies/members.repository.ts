import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { companies, companyInvitations, companyMembers, users } from '../../db/schema';

export type MemberRow = typeof companyMembers.$inferSelect;
export type InvitationRow = typeof companyInvitations.$inferSelect;
type Role = MemberRow['role'];

/** Neither accepted nor revoked: what the partial unique index allows one of per address, expired or not. */
const undecided = and(isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt));
/** An invitation that can still be accepted at `now`. */
const usableAt = (now: Date) => and(undecided, gt(companyInvitations.expiresAt, now));

export const membersRepository = {
  async insertMember(db: Db, values: { companyId: string; userId: string; role: Role }): Promise<void> {
    await db.insert(companyMembers).values(values);
  },

  /** Adds the membership unless the user already has one; returns the role they end up with. */
  async insertMemberIfAbsent(db: Db, values: { companyId: string; userId: string; role: Role }): Promise<Role> {
    const [inserted] = await db.insert(companyMembers).values(values).onConflictDoNothing().returning({ role: companyMembers.role });
    if (inserted) return inserted.role;
    const existing = await this.findMember(db, values.companyId, values.userId);
    return existing!.role;
  },

  async findMember(db: Db, companyId: string, userId: string): Promise<MemberRow | undefined> {
    return findRow(db, companyMembers, { companyId, userId });
  },

  async listMembers(db: Db, companyId: string) {
    return db
      .select({ userId: users.id, name: users.name, email: users.email, role: companyMembers.role, joinedAt: companyMembers.createdAt })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.createdAt), asc(users.email));
  },

  /** Locks the company's owner rows, so two concurrent demotions cannot both pass the last-owner check. */
  async lockOwners(db: Db, companyId: string): Promise<string[]> {
    const rows = await db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
      .for('update');
    return rows.map((row) => row.userId);
  },

  async setRole(db: Db, companyId: string, userId: string, role: Role): Promise<MemberRow | undefined> {
    const [row] = await db
      .update(companyMembers)
      .set({ role, updatedAt: sql`now()` })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
      .returning();
    return row;
  },

  async deleteMember(db: Db, companyId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
      .returning({ userId: companyMembers.userId });
    return rows.length === 1;
  },

  async isMemberByEmail(db: Db, companyId: string, email: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), eq(users.email, email)));
    return Boolean(row);
  },

  // Invitations

  /** A new invitation replaces the open one for the same address (the partial unique index allows one). */
  async replaceOpenInvitation(db: Db, values: typeof companyInvitations.$inferInsert, now: Date): Promise<InvitationRow> {
    await db
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(and(eq(companyInvitations.companyId, values.companyId), eq(companyInvitations.email, values.email), undecided));
    const [row] = await db.insert(companyInvitations).values(values).returning();
    return row!;
  },

  async listOpenInvitations(db: Db, companyId: string, now: Date) {
    return db
      .select({ invitation: companyInvitations, invitedByName: users.name })
      .from(companyInvitations)
      .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
      .where(and(eq(companyInvitations.companyId, companyId), usableAt(now)))
      .orderBy(asc(companyInvitations.createdAt));
  },

  async findInvitationInCompany(db: Db, companyId: string, id: string): Promise<InvitationRow | undefined> {
    return findRow(db, companyInvitations, { companyId, id });
  },

  async revokeInvitation(db: Db, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(and(eq(companyInvitations.id, id), undecided))
      .returning({ id: companyInvitations.id });
    return rows.length === 1;
  },

  /** Archiving a company closes every invitation still open. */
  async revokeOpenInvitations(db: Db, companyId: string, now: Date): Promise<number> {
    const rows = await db
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(and(eq(companyInvitations.companyId, companyId), undecided))
      .returning({ id: companyInvitations.id });
    return rows.length;
  },

  async findInvitationByTokenHash(db: Db, tokenHash: string) {
    const [row] = await db
      .select({ invitation: companyInvitations, companyName: companies.name, invitedByName: users.name })
      .from(companyInvitations)
      .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
      .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
      .where(eq(companyInvitations.tokenHash, tokenHash));
    return row;
  },

  /** Uses an invitation atomically: only one caller ever marks it accepted. */
  async markAccepted(db: Db, id: string, userId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(companyInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(companyInvitations.id, id), usableAt(now)))
      .returning({ id: companyInvitations.id });
    return rows.length === 1;
  },

  /** Turns a member's reminders off by the token in their reminder mails; the company's name, or undefined. */
  async disableRemindersByToken(db: Db, token: string): Promise<string | undefined> {
    const [row] = await db
      .update(companyMembers)
      .set({ remindersEnabled: false, updatedAt: sql`now()` })
      .from(companies)
      .where(and(eq(companyMembers.unsubscribeToken, token), eq(companies.id, companyMembers.companyId)))
      .returning({ companyName: companies.name });
    return row?.companyName;
  },

  // A member's own settings: reminders and the calendar feed

  async setRemindersEnabled(db: Db, companyId: string, userId: string, enabled: boolean): Promise<void> {
    await db
      .update(companyMembers)
      .set({ remindersEnabled: enabled, updatedAt: sql`now()` })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  },

  async setCalendarSecret(db: Db, companyId: string, userId: string, secretHash: string | null, at: Date | null): Promise<void> {
    await db
      .update(companyMembers)
      .set({ calendarSecretHash: secretHash, calendarCreatedAt: at, updatedAt: sql`now()` })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  },

  /** The membership a calendar feed secret belongs to; none once revoked or the membership ended. */
  async findByCalendarSecret(db: Db, secretHash: string) {
    const [row] = await db
      .select({ companyId: companyMembers.companyId, userId: users.id, name: users.name, email: users.email })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.calendarSecretHash, secretHash));
    return row;
  },
};
