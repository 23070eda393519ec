import type { FastifyInstance } from 'fastify';
import { roleCan, staffPermissions, type CompanyPermission, type CompanyRole } from '@charter/shared';
import type { Db } from '../src/db/client';
import { membersRepository } from '../src/modules/companies/members.repository';
import { bearer, signedInUser, signInStaff, type SignedInUser } from './auth-helpers';

/** One caller of an access matrix, and what the role table says it gets for a route's permission. */
export interface MatrixCaller {
  name: string;
  headers: Record<string, string>;
  expected: (permission: CompanyPermission) => 'ok' | 401 | 403 | 404;
}

/** Everyone an access matrix calls as: an owner, a member and a viewer (of the owner's companies), a stranger, staff. */
export async function matrixCast(app: FastifyInstance, staff: { email: string; password: string }) {
  return {
    owner: await signedInUser(app, 'Olivia Owner'),
    member: await signedInUser(app, 'Manoj Member'),
    viewer: await signedInUser(app, 'Vera Viewer'),
    stranger: await signedInUser(app, 'Sam Stranger'),
    staffHeaders: await signInStaff(app, staff),
  };
}

/** Puts the cast's member and viewer in the company's team, in their roles. */
export async function joinTeam(db: Db, companyId: string, { member, viewer }: { member: SignedInUser; viewer: SignedInUser }) {
  await membersRepository.insertMember(db, { companyId, userId: member.id, role: 'member' });
  await membersRepository.insertMember(db, { companyId, userId: viewer.id, role: 'viewer' });
}

const byRole = (role: CompanyRole) => (permission: CompanyPermission) => (roleCan(role, permission) ? 'ok' : 403);

/**
 * The cast as callers, each expecting what packages/shared's role table says: the team by role, a stranger 404 (the
 * company is not theirs to know of), staff by the staff permissions, nobody 401.
 */
export function castCallers(cast: Awaited<ReturnType<typeof matrixCast>>): MatrixCaller[] {
  return [
    { name: 'owner', headers: bearer(cast.owner.token), expected: byRole('owner') },
    { name: 'member', headers: bearer(cast.member.token), expected: byRole('member') },
    { name: 'viewer', headers: bearer(cast.viewer.token), expected: byRole('viewer') },
    { name: 'stranger', headers: bearer(cast.stranger.token), expected: () => 404 },
    { name: 'staff', headers: cast.staffHeaders, expected: (p) => (staffPermissions.includes(p) ? 'ok' : 403) },
    { name: 'nobody', headers: {}, expected: () => 401 },
  ];
}
