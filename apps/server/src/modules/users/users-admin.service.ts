import type {
  AdminUser,
  AdminUserCompany,
  AdminUserDetail,
  AdminUserList,
  AdminUserOrder,
  AdminUsersQuery,
  AdminUserStats,
} from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import { addDays, type Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit/audit.service';
import { usersRepository, type UserRow } from './users.repository';
import { userProfile } from './users.service';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    ...userProfile(row),
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
  };
}

interface Deps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  /** The auth service's: ends the user's sessions, codes and exchanges in the given transaction. */
  revokeSignIns: (executor: Db, userId: string) => Promise<void>;
  /** After commit: drops the user's cached sessions in this process, so their next request answers 401. */
  forgetCachedSessions: (userId: string) => Promise<void>;
  companiesOf: (userId: string) => Promise<AdminUserCompany[]>;
  ordersOf: (userId: string) => Promise<AdminUserOrder[]>;
}

/** The back office's Users tab (spec §7 Admin): list, totals, one user's detail, disable and enable. */
export function createUsersAdminService({ db, clock, audit, revokeSignIns, forgetCachedSessions, companiesOf, ordersOf }: Deps) {
  async function findUser(userId: string): Promise<UserRow> {
    const row = isUuid(userId) ? await usersRepository.findById(db, userId) : undefined;
    if (!row) throw AppError.notFound('User');
    return row;
  }

  return {
    async list(query: AdminUsersQuery): Promise<AdminUserList> {
      const { rows, total } = await usersRepository.listPage(
        db,
        { designation: query.designation, status: query.status, search: query.q || undefined },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      );
      return {
        users: rows.map(toAdminUser),
        page: query.page,
        limit: query.limit,
        total,
        pages: Math.ceil(total / query.limit),
      };
    },

    async stats(): Promise<AdminUserStats> {
      const row = await usersRepository.stats(db, addDays(clock(), -30));
      return {
        total_users: row.total,
        total: row.total,
        verified: row.verified,
        onboarded: row.onboarded,
        disabled: row.disabled,
        signed_up_last_30_days: row.recent,
        by_designation: { founder: row.founder, manager: row.manager, partner: row.partner, none: row.none },
      };
    },

    async detail(userId: string): Promise<AdminUserDetail> {
      const user = await findUser(userId);
      const [companies, orders] = await Promise.all([companiesOf(user.id), ordersOf(user.id)]);
      return { user: toAdminUser(user), companies, orders };
    },

    /**
     * Disabling ends every session of the user in the same transaction as the change and its audit event; enabling
     * lets them sign in again (their old sessions stay ended). Setting the state it already has changes nothing.
     */
    async setDisabled(actor: Actor, userId: string, disabled: boolean): Promise<AdminUser> {
      await findUser(userId);
      const changed = await db.transaction(async (tx) => {
        const change = await usersRepository.setDisabled(tx, userId, disabled ? clock() : null);
        if (!change) return undefined;
        if (disabled) await revokeSignIns(tx, userId);
        await audit.record(tx, actor, {
          companyId: null,
          action: disabled ? 'user.disabled' : 'user.enabled',
          target: { type: 'user', id: userId, label: change.after.email },
          changes: [{ field: 'status', before: disabled ? 'active' : 'disabled', after: disabled ? 'disabled' : 'active' }],
        });
        return change.after;
      });
      if (changed) {
        await forgetCachedSessions(userId);
        return toAdminUser(changed);
      }
      return toAdminUser(await findUser(userId));
    },

    signupsPerDay: (since: Date) => usersRepository.signupsPerDay(db, since),
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
