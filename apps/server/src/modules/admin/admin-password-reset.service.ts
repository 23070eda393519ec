import { hash } from '@node-rs/argon2';
import { resetPasswordMail } from '../../adapters/mail/templates';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { addMinutes, type Clock } from '../../lib/clock';
import { newOpaqueToken, sha256 } from '../../lib/secrets';
import { authLimits } from '../auth/auth-limits';
import type { Mailer } from '../mail/mail.service';
import { adminRepository } from './admin.repository';

interface Deps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  mailer: Mailer;
}

/**
 * "Forgot password?" for staff. Passwords belong to admin accounts only: customers sign in with login codes or
 * Google, so a customer address gets no mail here (and the answer does not say so).
 */
export function createAdminPasswordResetService({ db, config, clock, mailer }: Deps) {
  return {
    /**
     * The login codes' cool-down and caps. The per-account ones stay silent (a 429 for an existing address would tell
     * a stranger it is a staff account); such a request just sends nothing. The per-IP cap answers 429. The link and
     * its mail are written in one transaction (the mail outbox).
     */
    async request(email: string, ip: string): Promise<void> {
      const now = clock();
      const hourAgo = addMinutes(now, -60);
      if ((await adminRepository.countResetsSince(db, { ip }, hourAgo)) >= config.loginCodesPerIpPerHour) {
        throw AppError.rateLimited('Too many reset emails requested. Please try again later.', 15 * 60);
      }
      const admin = await adminRepository.findByEmail(db, email.toLowerCase());
      if (!admin) return;
      const last = await adminRepository.latestResetCreatedAt(db, admin.id);
      if (last && now.getTime() - last.getTime() < config.loginCodeCooldownSeconds * 1000) return;
      if ((await adminRepository.countResetsSince(db, { adminId: admin.id }, hourAgo)) >= authLimits.codesPerAddressPerHour) return;
      const token = newOpaqueToken();
      const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        await adminRepository.insertReset(tx, {
          tokenHash: sha256(token),
          adminId: admin.id,
          expiresAt: addMinutes(now, authLimits.resetTtlMinutes),
          requestIp: ip,
          createdAt: now,
        });
        await mailer.enqueue(resetPasswordMail(admin.email, url), { key: `admin-reset:${sha256(token)}`, executor: tx });
      });
    },

    /**
     * Sets the new password and ends every session of the account, so whoever held one (often the reason for a reset)
     * is signed out. The lockout counter is cleared too: the link proved the mailbox, so it must not keep them out.
     */
    async reset(token: string, password: string): Promise<void> {
      const passwordHash = await hash(password);
      const changed = await db.transaction(async (tx) => {
        const admin = await adminRepository.useReset(tx, sha256(token), clock());
        if (!admin) return false;
        await adminRepository.setPassword(tx, admin.id, passwordHash);
        await adminRepository.deleteSessionsOf(tx, admin.id);
        await adminRepository.clearFailures(tx, admin.email);
        return true;
      });
      // The page shows this under its own title "Password reset failed", so the detail does not repeat those words.
      if (!changed)
        throw new AppError('VALIDATION_FAILED', 'This reset link is invalid, has expired or was already used. Please request a new one.');
    },
  };
}

export type AdminPasswordResetService = ReturnType<typeof createAdminPasswordResetService>;
