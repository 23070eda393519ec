import { hash, verify } from '@node-rs/argon2';
import {
  ADMIN_IDLE_MINUTES,
  ADMIN_SESSION_HOURS,
  comingSoonCountries,
  companyCountries,
  countryCurrency,
  countryFlags,
  entityTypesByCountry,
  type Admin,
  type AdminCountryList,
  type AdminDailyStatistics,
  type CompanyCountry,
  type AdminDemoCredentials,
  type AdminStatistics,
} from '@charter/shared';
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
/** A session's last-seen time is written at most this often: not one UPDATE per request. */
const TOUCH_EVERY_MS = 60_000;

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
  /** Figures owned by other domains (orders, services, compliance rules) plug in here. */
  statisticsSources?: {
    orders?: () => Promise<AdminStatistics['orders']>;
    revenue?: () => Promise<AdminStatistics['revenue']>;
    services?: () => Promise<number>;
    complianceRules?: () => Promise<number>;
    /** Per UTC day ('YYYY-MM-DD') since the given instant; days with none may be absent. */
    ordersPerDay?: (since: Date) => Promise<DayCount[]>;
    signupsPerDay?: (since: Date) => Promise<DayCount[]>;
    /** Companies not archived, per country (countries without one may be absent). */
    companiesPerCountry?: () => Promise<{ country: CompanyCountry; count: number }[]>;
  };
}

type DayCount = { day: string; count: number };

const DAY_MS = 86_400_000;

/** The last `days` UTC dates, oldest first, ending today. */
export function utcDays(today: Date, days: number): string[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(midnight - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
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
    /** The zone a staff member reads bookings in; null until they choose one (then the consultation hours' zone). */
    async timeZoneOf(adminId: string): Promise<string | null> {
      return (await adminRepository.findById(db, adminId))?.timeZone ?? null;
    },

    /** PUT /api/admin/me/time-zone (already checked against Intl by its schema). */
    async setTimeZone(adminId: string, timeZone: string): Promise<{ time_zone: string }> {
      const row = await adminRepository.setTimeZone(db, adminId, timeZone);
      if (!row) throw AppError.notFound('Admin');
      return { time_zone: timeZone };
    },

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
      // Said only after the password matched, so it reveals nothing to someone guessing.
      if (row.disabledAt) throw new AppError('FORBIDDEN', 'This staff account is disabled. Ask another admin to enable it again.');
      await adminRepository.clearFailures(db, subject);
      const token = newOpaqueToken();
      const expiresAt = addMinutes(clock(), ADMIN_SESSION_HOURS * 60);
      await adminRepository.insertSession(db, {
        tokenHash: sha256(token),
        adminId: row.id,
        expiresAt,
        lastSeenAt: clock(),
      });
      return { token, expiresAt, admin: toAdmin(row) };
    },

    /** The admin of a live session: not past its 12 hours, not idle for 30 minutes, account enabled. Use keeps it alive. */
    async adminForToken(token: string): Promise<Admin | undefined> {
      const now = clock();
      const tokenHash = sha256(token);
      const session = await adminRepository.findLiveSession(db, tokenHash, now, addMinutes(now, -ADMIN_IDLE_MINUTES));
      if (!session) return undefined;
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await adminRepository.touchSession(db, tokenHash, now);
      return toAdmin(session.admin);
    },

    async logout(token: string): Promise<void> {
      await adminRepository.deleteSession(db, sha256(token));
    },

    async statistics(): Promise<AdminStatistics> {
      const [userCount, orders, revenue, services, complianceRules] = await Promise.all([
        users.count(),
        statisticsSources.orders?.() ?? { total: 0, paid: 0, pending: 0 },
        statisticsSources.revenue?.() ?? { total: 0, currency: null, by_currency: [] },
        statisticsSources.services?.() ?? 0,
        statisticsSources.complianceRules?.() ?? 0,
      ]);
      return { users: userCount, orders, revenue, services, compliance_rules: complianceRules };
    },

    /** Live countries first, in the order companies pick them, then those coming soon. */
    async countries(): Promise<AdminCountryList> {
      const counts = new Map(((await statisticsSources.companiesPerCountry?.()) ?? []).map((row) => [row.country, row.count]));
      return {
        countries: [
          ...companyCountries.map((name) => ({
            name,
            status: 'live' as const,
            flag: countryFlags[name],
            currency: countryCurrency[name],
            entity_types: [...entityTypesByCountry[name]],
            companies: counts.get(name) ?? 0,
          })),
          ...comingSoonCountries.map((name) => ({
            name,
            status: 'coming_soon' as const,
            flag: null,
            currency: null,
            entity_types: [],
            companies: 0,
          })),
        ],
      };
    },

    /** Orders placed and users signed up on each of the last `days` UTC days, today included, zero-filled. */
    async dailyStatistics(days: number): Promise<AdminDailyStatistics> {
      const dates = utcDays(clock(), days);
      const since = new Date(`${dates[0]}T00:00:00.000Z`);
      const [orders, signups] = await Promise.all([
        statisticsSources.ordersPerDay?.(since) ?? [],
        statisticsSources.signupsPerDay?.(since) ?? [],
      ]);
      const byDay = (rows: DayCount[]) => new Map(rows.map((row) => [row.day, row.count]));
      const ordersOn = byDay(orders);
      const signupsOn = byDay(signups);
      return {
        days,
        series: dates.map((date) => ({ date, orders: ordersOn.get(date) ?? 0, signups: signupsOn.get(date) ?? 0 })),
      };
    },

    /** The staff accounts work can be assigned to: enabled ones. */
    async staffMembers(): Promise<Admin[]> {
      return (await adminRepository.listEnabled(db)).map(toAdmin);
    },

    /** One enabled staff account by id (in the caller's transaction when given), or undefined. */
    async staffMember(id: string, executor: Db = db): Promise<Admin | undefined> {
      const row = await adminRepository.findById(executor, id);
      return row && !row.disabledAt ? toAdmin(row) : undefined;
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
