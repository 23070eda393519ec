import { hash } from '@node-rs/argon2';
import type { CurrentUser, SignupBody, SignupResponse } from '@charter/shared';
import { LOGIN_CODE_TTL_MINUTES } from '@charter/shared';
import { randomUUID } from 'node:crypto';
import { loginCodeMail, resetPasswordMail, verifyEmailMail } from '../../adapters/mail/templates';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { addDays, addMinutes, type Clock } from '../../lib/clock';
import { hashesEqual, newLoginCode, newOpaqueToken, sha256 } from '../../lib/secrets';
import type { SessionCache } from '../../lib/session-cache';
import type { UserRow } from '../users/users.repository';
import { toCurrentUser, type UsersService } from '../users/users.service';
import { authLimits } from './auth-limits';
import type { Mailer } from '../mail/mail.service';
import { authRepository, type EmailTokenPurpose } from './auth.repository';

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  user: CurrentUser;
}

export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  clock: Clock;
  sessionCache: SessionCache;
  users: UsersService;
}

const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

export function createAuthService({ db, mailer, config, clock, sessionCache, users }: Deps) {
  const link = (path: string, token: string) => `${config.appUrl}${path}?token=${encodeURIComponent(token)}`;

  async function issueSession(user: UserRow, days: number): Promise<IssuedSession> {
    const token = newOpaqueToken();
    const expiresAt = addDays(clock(), days);
    await authRepository.insertSession(db, {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt,
    });
    return { token, expiresAt, user: toCurrentUser(user) };
  }

  async function issueEmailToken(userId: string, purpose: EmailTokenPurpose, requestIp: string | null = null): Promise<string> {
    const token = newOpaqueToken();
    const ttlMinutes = purpose === 'verify_email' ? authLimits.verificationTtlHours * 60 : authLimits.resetTtlMinutes;
    const now = clock();
    await authRepository.insertEmailToken(db, {
      tokenHash: sha256(token),
      userId,
      purpose,
      expiresAt: addMinutes(now, ttlMinutes),
      requestIp,
      createdAt: now,
    });
    return token;
  }

  async function sendVerification(user: UserRow): Promise<void> {
    const token = await issueEmailToken(user.id, 'verify_email');
    await mailer.enqueue(verifyEmailMail(user.email, user.name, link('/verify-email', token)), { key: `verify-email:${sha256(token)}` });
  }

  const needsVerification = (user: UserRow) => config.requireEmailVerification && !user.emailVerifiedAt;

  return {
    async signup(body: SignupBody): Promise<SignupResponse> {
      const user = await users.insertIfNew({
        email: body.email,
        name: body.name,
      });
      if (!user) throw new AppError('CONFLICT', 'This email is already registered. Please login instead.');
      if (config.requireEmailVerification) {
        await sendVerification(user);
        return {
          message: 'Account created. Check your email to verify your address.',
          verification_required: true,
        };
      }
      return {
        message: 'Account created! You can now login with OTP.',
        verification_required: false,
      };
    },

    async requestLoginCode(email: string, ip: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) throw new AppError('NOT_FOUND', 'No account found with this email. Please sign up first.');
      if (needsVerification(user)) {
        throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email first! Check your inbox for the verification link.');
      }
      const now = clock();
      const latest = await authRepository.latestCodeFor(db, user.id);
      if (latest) {
        const waitSeconds = authLimits.codeCooldownSeconds - (now.getTime() - latest.createdAt.getTime()) / 1000;
        if (waitSeconds > 0) {
          throw AppError.rateLimited(`Please wait ${Math.ceil(waitSeconds)} seconds before requesting another code.`, waitSeconds);
        }
      }
      const hourAgo = addMinutes(now, -60);
      const [perAddress, perIp] = await Promise.all([
        authRepository.countCodesSince(db, { userId: user.id }, hourAgo),
        authRepository.countCodesSince(db, { ip }, hourAgo),
      ]);
      if (perAddress >= authLimits.codesPerAddressPerHour || perIp >= authLimits.codesPerIpPerHour) {
        throw AppError.rateLimited('Too many login codes requested. Please try again later.', 15 * 60);
      }
      const code = newLoginCode();
      await authRepository.replaceCode(
        db,
        {
          userId: user.id,
          codeHash: codeHash(user.id, code),
          requestIp: ip,
          expiresAt: addMinutes(now, authLimits.codeTtlMinutes),
          createdAt: now,
        },
        now,
      );
      await mailer.enqueue(loginCodeMail(user.email, code, LOGIN_CODE_TTL_MINUTES), { key: `login-code:${randomUUID()}` });
    },

    async verifyLoginCode(email: string, otp: string): Promise<IssuedSession> {
      const invalid = new AppError('INVALID_CODE', 'Invalid or expired code. Please try again.');
      const user = await users.findByEmail(email);
      if (!user) throw invalid;
      const now = clock();
      const code = await authRepository.activeCodeFor(db, user.id, now);
      if (!code) throw invalid;
      if (!hashesEqual(code.codeHash, codeHash(user.id, otp))) {
        await authRepository.recordFailedAttempt(db, code.id, authLimits.maxWrongTriesPerCode, now);
        throw invalid;
      }
      if (!(await authRepository.consumeCode(db, code.id, now))) throw invalid;
      // Receiving the code proves the address, so an account without verification becomes verified.
      const verified = user.emailVerifiedAt
        ? user
        : ((await users.updateAccount(user.id, {
            emailVerifiedAt: now,
          })) ?? user);
      return issueSession(verified, authLimits.sessionDays);
    },

    /** Always succeeds for the caller, so the answer reveals nothing about which addresses exist. */
    async resendVerification(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user || user.emailVerifiedAt) return;
      const last = await authRepository.latestEmailTokenCreatedAt(db, user.id, 'verify_email');
      if (last) {
        const waitSeconds = authLimits.verificationCooldownSeconds - (clock().getTime() - last.getTime()) / 1000;
        if (waitSeconds > 0) {
          throw AppError.rateLimited(`Please wait ${Math.ceil(waitSeconds)} seconds before requesting another email.`, waitSeconds);
        }
      }
      await sendVerification(user);
    },

    async verifyEmail(token: string): Promise<void> {
      const userId = await authRepository.useEmailToken(db, sha256(token), 'verify_email', clock());
      if (!userId) throw new AppError('VALIDATION_FAILED', 'Verification failed. The link may be invalid or expired.');
      await users.updateAccount(userId, { emailVerifiedAt: clock() });
    },

    /**
     * The same cool-down and caps as login codes. The per-address ones stay silent (a 429 for an existing address
     * would tell a stranger it exists); the per-address request just sends nothing. The per-IP cap answers 429.
     */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      const now = clock();
      const hourAgo = addMinutes(now, -60);
      if ((await authRepository.countEmailTokensSince(db, 'reset_password', { ip }, hourAgo)) >= authLimits.codesPerIpPerHour) {
        throw AppError.rateLimited('Too many reset emails requested. Please try again later.', 15 * 60);
      }
      const user = await users.findByEmail(email);
      if (!user) return;
      const last = await authRepository.latestEmailTokenCreatedAt(db, user.id, 'reset_password');
      if (last && now.getTime() - last.getTime() < authLimits.codeCooldownSeconds * 1000) return;
      if (
        (await authRepository.countEmailTokensSince(db, 'reset_password', { userId: user.id }, hourAgo)) >=
        authLimits.codesPerAddressPerHour
      ) {
        return;
      }
      const token = await issueEmailToken(user.id, 'reset_password', ip);
      await mailer.enqueue(resetPasswordMail(user.email, link('/reset-password', token)), { key: `reset-password:${sha256(token)}` });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const userId = await authRepository.useEmailToken(db, sha256(token), 'reset_password', clock());
      if (!userId) throw new AppError('VALIDATION_FAILED', 'Password reset failed. The link may be invalid or expired.');
      // Following the link proves the address too.
      await users.updateAccount(userId, {
        passwordHash: await hash(password),
        emailVerifiedAt: clock(),
      });
    },

    async userForSessionToken(token: string): Promise<UserRow | undefined> {
      const tokenHash = sha256(token);
      const now = clock();
      const cached = sessionCache.get(tokenHash, now.getTime());
      if (cached) return cached;
      const row = await authRepository.findSessionUser(db, tokenHash, now);
      if (row) sessionCache.set(tokenHash, row.user, row.expiresAt.getTime(), now.getTime());
      return row?.user;
    },

    async logout(token: string): Promise<void> {
      const tokenHash = sha256(token);
      sessionCache.forgetToken(tokenHash);
      await authRepository.deleteSession(db, tokenHash);
    },

    /**
     * Google (or any OIDC) sign-in: the identity is (issuer, subject). An unverified provider email never
     * links to an existing account, so nobody can take over an account by claiming its address.
     */
    async signInWithIdentity(identity: ExternalIdentity): Promise<string> {
      const known = await authRepository.findIdentity(db, identity.issuer, identity.subject);
      let user = known ? await users.findById(known.userId) : undefined;
      if (!user) {
        if (!identity.emailVerified) {
          throw new AppError('FORBIDDEN', 'Your Google email address is not verified. Please sign in with a login code instead.');
        }
        const email = identity.email.toLowerCase();
        user =
          (await users.findByEmail(email)) ??
          (await users.insertIfNew({
            email,
            name: identity.name || email.split('@')[0]!,
            picture: identity.picture,
            emailVerifiedAt: clock(),
          })) ??
          (await users.findByEmail(email));
        if (!user) throw new AppError('CONFLICT', 'Could not create the account. Please try again.');
        await authRepository.insertIdentity(db, {
          issuer: identity.issuer,
          subject: identity.subject,
          userId: user.id,
          email,
        });
        if (!user.emailVerifiedAt)
          user =
            (await users.updateAccount(user.id, {
              emailVerifiedAt: clock(),
            })) ?? user;
      }
      const exchangeId = newOpaqueToken();
      await authRepository.insertExchange(db, {
        idHash: sha256(exchangeId),
        userId: user.id,
        expiresAt: addMinutes(clock(), authLimits.exchangeTtlSeconds / 60),
      });
      return exchangeId;
    },

    async exchangeSession(exchangeId: string): Promise<IssuedSession> {
      const userId = await authRepository.useExchange(db, sha256(exchangeId), clock());
      const user = userId ? await users.findById(userId) : undefined;
      if (!user) throw new AppError('UNAUTHENTICATED', 'Authentication failed. Please try again.');
      return issueSession(user, authLimits.tokenRouteSessionDays);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
