import type { CurrentUser, TimeZoneBody, UpdateProfileBody } from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { usersRepository, type UserRow } from './users.repository';

type NewUserValues = { email: string; name: string; picture?: string | null; emailVerifiedAt?: Date; timeZone?: string | null };
type AccountValues = { emailVerifiedAt?: Date; lastSignInAt?: Date; previousSignInAt?: Date | null };

/** The profile every view of a user starts with: the founder's own (`/auth/me`) and the back office's. */
export function userProfile(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    company_name: row.companyName,
    designation: row.designation,
    picture: row.picture,
    onboarding_completed: row.onboardingCompleted,
  };
}

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    ...userProfile(row),
    returning: row.previousSignInAt !== null,
    time_zone: row.timeZone,
  };
}

/** `onUserChanged` lets cached sessions drop a user whose profile changed. */
export function createUsersService(db: Db, onUserChanged: (userId: string) => Promise<void> = async () => {}) {
  return {
    findById: (id: string) => usersRepository.findById(db, id),
    findByEmail: (email: string, executor: Db = db) => usersRepository.findByEmail(executor, email),
    count: () => usersRepository.count(db),
    /** Creates the user unless the email is taken (then undefined). */
    insertIfNew: (values: NewUserValues, executor: Db = db) => usersRepository.insert(executor, values),
    /** Account facts the auth flows own: the verification and last sign-in times (customers have no password). */
    updateAccount: (userId: string, values: AccountValues, executor: Db = db) => usersRepository.update(executor, userId, values),

    /** Onboarding: the three fields are required and completing them ends the onboarding modal. */
    async completeProfile(userId: string, body: UpdateProfileBody): Promise<CurrentUser> {
      const row = await usersRepository.update(db, userId, {
        name: body.name,
        companyName: body.company_name,
        designation: body.designation,
        onboardingCompleted: true,
      });
      if (!row) throw AppError.notFound('User');
      await onUserChanged(userId);
      return toCurrentUser(row);
    },

    /** PATCH /api/users/settings: the zone bookings are shown and made in (checked against Intl by its schema). */
    async updateSettings(userId: string, body: TimeZoneBody): Promise<CurrentUser> {
      const row = await usersRepository.update(db, userId, { timeZone: body.time_zone });
      if (!row) throw AppError.notFound('User');
      await onUserChanged(userId);
      return toCurrentUser(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
