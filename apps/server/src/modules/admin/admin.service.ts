import { hash, verify } from '@node-rs/argon2';
import type { Admin, AdminDemoCredentials, AdminStatistics } from '@charter/shared';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { addMinutes, type Clock } from '../../lib/clock';
import { newOpaqueToken, sha256 } from '../../lib/secrets';
import type { UsersService } from '../users/users.service';
import { authLimits } from '../auth/auth-limits';
import { adminRepository, type AdminRow } from './admin.repository';

/** Only for the embedded demo (never production): shown on /admin/login. */
export const DEMO_ADMIN = {
  email: 'admin@charter.local',
  password: 'charter-demo-admin',
  name: 'Demo Admin',
} as const;
export const ADMIN_SESSION_HOURS = 12;

const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  email: row.email,
  name: row.name,
});

interface Deps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  users: UsersService;
  /** Counts owned by later domains (orders, services, compliance rules) plug in here. */
  statisticsSources?: Partial<Pick<AdminStatistics, 'orders' | 'revenue'>> & {
    services?: () => Promise<number>;
    complianceRules?: () => Promise<number>;
  };
}

export function createAdminService({ db, config, clock, users, statisticsSources = {} }: Deps) {
  // A hash of a random password, verified when the email is unknown so both paths take the same time.
  let decoyHash: Promise<string> | undefined;

  /** Too many wrong passwords for this account, or from this address, within the window: 429 until it passes. */
  async function assertNotLockedOut(subject: string, ip: string): Promise<void> {
    const windowMs = authLimits.adminFailureWindowMinutes * 60_000;
    const since = new Date(clock().getTime() - windowMs);
    const [account, address] = await Promise.all([
      adminRepository.failuresSince(db, { subject }, since),
      adminRepository.failuresSince(db, { ip }, since),
    ]);
    const blocked = [
      account.count >= authLimits.adminFailuresPerAccount ? account.oldest : null,
      address.count >= authLimits.adminFailuresPerIp ? address.oldest : null,
    ].filter((oldest): oldest is Date => oldest !== null);
    if (blocked.length === 0) return;
    const freeAt = Math.max(...blocked.map((oldest) => oldest.getTime() + windowMs));
    throw AppError.rateLimited('Too many failed sign-in attempts. Please wait and try again.', (freeAt - clock().getTime()) / 1000);
  }

  return {
    async createAdmin(email: string, password: string, name = 'Administrator'): Promise<Admin> {
      return toAdmin(
        await adminRepository.upsert(db, {
          email: email.toLowerCase(),
          name,
          passwordHash: await hash(password),
        }),
      );
    },

    /** The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or the demo admin in the embedded demo mode. */
    async ensureBootstrapAdmin(): Promise<void> {
      if (config.admin) await this.createAdmin(config.admin.email, config.admin.password);
      else if (config.demoMode) await this.createAdmin(DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.name);
    },

    demoCredentials(): AdminDemoCredentials {
      return config.demoMode && !config.isProduction
        ? { demo: true, email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }
        : { demo: false, email: null, password: null };
    },

    async login(email: string, password: string, ip: string): Promise<{ token: string; expiresAt: Date; admin: Admin }> {
      const subject = email.toLowerCase();
      await assertNotLockedOut(subject, ip);
      const row = await adminRepository.findByEmail(db, subject);
      decoyHash ??= hash(newOpaqueToken());
      const ok = await verify(row?.passwordHash ?? (await decoyHash), password);
      if (!row || !ok) {
        await adminRepository.insertFailure(db, subject, ip, clock());
        throw new AppError('UNAUTHENTICATED', 'Invalid admin credentials');
      }
      await adminRepository.clearFailures(db, subject);
      const token = newOpaqueToken();
      const expiresAt = addMinutes(clock(), ADMIN_SESSION_HOURS * 60);
      await adminRepository.insertSession(db, {
        tokenHash: sha256(token),
        adminId: row.id,
        expiresAt,
      });
      return { token, expiresAt, admin: toAdmin(row) };
    },

    async adminForToken(token: string): Promise<Admin | undefined> {
      const row = await adminRepository.findSessionAdmin(db, sha256(token), clock());
      return row ? toAdmin(row) : undefined;
    },

    async logout(token: string): Promise<void> {
      await adminRepository.deleteSession(db, sha256(token));
    },

    async statistics(): Promise<AdminStatistics> {
      const [userCount, services, complianceRules] = await Promise.all([
        users.count(),
        statisticsSources.services?.() ?? 0,
        statisticsSources.complianceRules?.() ?? 0,
      ]);
      return {
        users: userCount,
        orders: statisticsSources.orders ?? { total: 0, paid: 0, pending: 0 },
        revenue: statisticsSources.revenue ?? { total: 0 },
        services,
        compliance_rules: complianceRules,
      };
    },

    /** The staff accounts work can be assigned to. */
    async staffMembers(): Promise<Admin[]> {
      return (await adminRepository.listAll(db)).map(toAdmin);
    },

    /** One staff account by id (in the caller's transaction when given), or undefined. */
    async staffMember(id: string, executor: Db = db): Promise<Admin | undefined> {
      const row = await adminRepository.findById(executor, id);
      return row ? toAdmin(row) : undefined;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
