import type { CurrentUser, SignupBody, SignupResponse, VerifyEmailResponse } from '@charter/shared';
import {
  ACCOUNT_DISABLED_MESSAGE,
  DEFAULT_AFTER_SIGN_IN_PATH,
  LOGIN_CODE_TTL_MINUTES,
  safeNextPath,
  timeZoneSchema,
} from '@charter/shared';
import { randomUUID } from 'node:crypto';
import { loginCodeMail, verifyEmailMail } from '../../adapters/mail/templates';
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
import { authRepository } from './auth.repository';

/** A zone the runtime knows, by its current name; null for any other (the account then takes its first page's). */
function knownTimeZone(zone: string): string | null {
  const parsed = timeZoneSchema.safeParse(zone);
  return parsed.success ? parsed.data : null;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  user: CurrentUser;
  /** Where this sign-in was headed: a checked same-site path, the dashboard when nothing was asked for. */
  next: string;
}

/** Email verification's answer, with the session its first use opens. */
export type EmailVerification = VerifyEmailResponse & { session?: IssuedSession };

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

const minutesFrom = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Staff disabled the account: every way in refuses it until they enable it again. */
function assertEnabled(user: UserRow): void {
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
}

export function createAuthService({ db, mailer, config, clock, sessionCache, users }: Deps) {
  const link = (path: string, token: string) => `${config.appUrl}${path}?token=${encodeURIComponent(token)}`;

  async function issueSession(user: UserRow, days: number, next?: string | null): Promise<IssuedSession> {
    const token = newOpaqueToken();
    const now = clock();
    const expiresAt = addDays(now, days);
    await authRepository.insertSession(db, {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt,
    });
    // The sign-in before this one is kept, so a first session can be told apart from a return ("Welcome back").
    const signedIn = (await users.updateAccount(user.id, { previousSignInAt: user.lastSignInAt, lastSignInAt: now })) ?? user;
    // Checked again on the way out: a stored path predates no rule, but a row is never trusted to be a safe redirect.
    return { token, expiresAt, user: toCurrentUser(signedIn), next: safeNextPath(next) ?? DEFAULT_AFTER_SIGN_IN_PATH };
  }

  async function issueVerificationToken(userId: string, next: string | null): Promise<string> {
    const token = newOpaqueToken();
    const now = clock();
    await authRepository.insertEmailToken(db, {
      tokenHash: sha256(token),
      userId,
      purpose: 'verify_email',
      expiresAt: addMinutes(now, authLimits.verificationTtlHours * 60),
      nextPath: next,
      createdAt: now,
    });
    return token;
  }

  async function sendVerification(user: UserRow, next: string | null): Promise<void> {
    const token = await issueVerificationToken(user.id, next);
    await mailer.enqueue(verifyEmailMail(user.email, user.name, link('/verify-email', token)), { key: `verify-email:${sha256(token)}` });
  }

  const needsVerification = (user: UserRow) => config.requireEmailVerification && !user.emailVerifiedAt;

  return {
    async signup(body: SignupBody): Promise<SignupResponse> {
      const user = await users.insertIfNew({
        email: body.email,
        name: body.name,
        timeZone: body.time_zone === undefined ? null : knownTimeZone(body.time_zone),
      });
      if (!user) throw new AppError('CONFLICT', 'This email is already registered. Please login instead.');
      if (config.requireEmailVerification) {
        await sendVerification(user, body.next ?? null);
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

    async requestLoginCode(email: string, ip: string, next?: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) throw new AppError('NOT_FOUND', 'No account found with this email. Please sign up first.');
      assertEnabled(user);
      if (needsVerification(user)) {
        throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email first! Check your inbox for the verification link.');
      }
      const now = clock();
      const latest = await authRepository.latestCodeFor(db, user.id);
      if (latest) {
        const waitSeconds = config.loginCodeCooldownSeconds - (now.getTime() - latest.createdAt.getTime()) / 1000;
        if (waitSeconds > 0) {
          throw AppError.rateLimited(
            `Please wait ${Math.ceil(waitSeconds)} ${Math.ceil(waitSeconds) === 1 ? 'second' : 'seconds'} before requesting another code.`,
            waitSeconds,
          );
        }
      }
      const hourAgo = addMinutes(now, -60);
      const [perAddress, perIp] = await Promise.all([
        authRepository.codesSince(db, { userId: user.id }, hourAgo),
        authRepository.codesSince(db, { ip }, hourAgo),
      ]);
      const capped = [
        perAddress.count >= authLimits.codesPerAddressPerHour ? perAddress.oldest : null,
        perIp.count >= config.loginCodesPerIpPerHour ? perIp.oldest : null,
      ].filter((oldest): oldest is Date => oldest !== null);
      if (capped.length > 0) {
        // A slot frees when the oldest code of the hour leaves the window: say when, so nobody retries blindly.
        const freeAt = Math.max(...capped.map((oldest) => oldest.getTime() + 60 * 60_000));
        const waitSeconds = (freeAt - now.getTime()) / 1000;
        const minutes = minutesFrom(waitSeconds);
        throw AppError.rateLimited(
          `Too many login codes requested. You can request a new one in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          waitSeconds,
        );
      }
      const code = newLoginCode();
      await authRepository.replaceCode(
        db,
        {
          userId: user.id,
          codeHash: codeHash(user.id, code),
          requestIp: ip,
          nextPath: next ?? null,
          expiresAt: addMinutes(now, authLimits.codeTtlMinutes),
          createdAt: now,
        },
        now,
      );
      await mailer.enqueue(loginCodeMail(user.email, code, LOGIN_CODE_TTL_MINUTES), { key: `login-code:${randomUUID()}` });
    },

    async verifyLoginCode(email: string, otp: string): Promise<IssuedSession> {
      const invalid = new AppError('INVALID_CODE', 'Invalid or expired code. Please try again.');
      // Distinct from a wrong code: the right code is refused too now, so retyping it cannot help; only a new one can.
      const usedUp = new AppError('CODE_USED_UP', 'This code is used up after too many wrong tries. Please send a new code.');
      const user = await users.findByEmail(email);
      if (!user) throw invalid;
      assertEnabled(user);
      const now = clock();
      const code = await authRepository.activeCodeFor(db, user.id, now);
      if (!code) {
        const latest = await authRepository.latestCodeFor(db, user.id);
        throw latest && latest.failedAttempts >= authLimits.maxWrongTriesPerCode ? usedUp : invalid;
      }
      if (!hashesEqual(code.codeHash, codeHash(user.id, otp))) {
        const failures = await authRepository.recordFailedAttempt(db, code.id, authLimits.maxWrongTriesPerCode, now);
        throw failures !== undefined && failures >= authLimits.maxWrongTriesPerCode ? usedUp : invalid;
      }
      if (!(await authRepository.consumeCode(db, code.id, now))) throw invalid;
      // Receiving the code proves the address, so an account without verification becomes verified.
      const verified = user.emailVerifiedAt
        ? user
        : ((await users.updateAccount(user.id, {
            emailVerifiedAt: now,
          })) ?? user);
      return issueSession(verified, authLimits.sessionDays, code.nextPath);
    },

    /** Always succeeds for the caller, so the answer reveals nothing about which addresses exist. */
    async resendVerification(email: string, next?: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user || user.emailVerifiedAt) return;
      const last = await authRepository.latestEmailToken(db, user.id, 'verify_email');
      if (last) {
        const waitSeconds = authLimits.verificationCooldownSeconds - (clock().getTime() - last.createdAt.getTime()) / 1000;
        if (waitSeconds > 0) {
          throw AppError.rateLimited(`Please wait ${Math.ceil(waitSeconds)} seconds before requesting another email.`, waitSeconds);
        }
      }
      // A new link keeps the destination of the one it replaces, unless the caller names another.
      await sendVerification(user, next ?? last?.nextPath ?? null);
    },

    /**
     * The link proves the address, so its first use verifies it and signs in (a session, headed where the sign-up
     * was). The use is atomic: only one request ever gets the session. A link opened again answers
     * `already_verified` (the account is fine), not a failure, and signs nobody in: it is no standing key to the account.
     */
    async verifyEmail(token: string): Promise<EmailVerification> {
      const now = clock();
      const tokenHash = sha256(token);
      const used = await authRepository.useEmailToken(db, tokenHash, 'verify_email', now);
      if (used) {
        const found = await users.findById(used.userId);
        if (found) {
          assertEnabled(found);
          const user = (await users.updateAccount(found.id, { emailVerifiedAt: found.emailVerifiedAt ?? now })) ?? found;
          const session = await issueSession(user, authLimits.sessionDays, used.nextPath);
          return {
            message: 'Email verified! You are signed in.',
            already_verified: false,
            email: user.email,
            signed_in: true,
            user_id: user.id,
            next: session.next,
            session,
          };
        }
      } else {
        const ownerId = await authRepository.emailTokenOwner(db, tokenHash, 'verify_email');
        const owner = ownerId ? await users.findById(ownerId) : undefined;
        if (owner?.emailVerifiedAt) {
          return {
            message: 'Your email is already verified. You can login.',
            already_verified: true,
            email: owner.email,
            signed_in: false,
          };
        }
      }
      throw new AppError('VALIDATION_FAILED', 'Verification failed. The link may be invalid or expired.');
    },

    /** A session for an account another flow has proven the address of (an invitation followed signed out). */
    async startSession(user: UserRow, next?: string): Promise<IssuedSession> {
      assertEnabled(user);
      return issueSession(user, authLimits.sessionDays, next);
    },

    async userForSessionToken(token: string): Promise<UserRow | undefined> {
      const tokenHash = sha256(token);
      const now = clock();
      return sessionCache.getOrLoad(tokenHash, now.getTime(), async () => {
        const row = await authRepository.findSessionUser(db, tokenHash, now);
        return row && { entry: row.user, expiresAt: row.expiresAt.getTime() };
      });
    },

    /**
     * Ends every way the user is signed in or about to be: sessions, unused login codes and Google exchanges. Runs in
     * the caller's transaction; call `forgetCachedSessions` after it commits.
     */
    async revokeSignIns(executor: Db, userId: string): Promise<void> {
      await authRepository.revokeSignIns(executor, userId, clock());
    },

    /** Drops the user's sessions from every process's cache, so the next request reads the database (and finds none). */
    async forgetCachedSessions(userId: string): Promise<void> {
      await sessionCache.forgetUser(userId);
    },

    /** The row goes first: a process that drops its cached entry must not read the session back before it is gone. */
    async logout(token: string): Promise<void> {
      const tokenHash = sha256(token);
      await authRepository.deleteSession(db, tokenHash);
      await sessionCache.forgetToken(tokenHash);
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
      assertEnabled(user);
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
      assertEnabled(user);
      return issueSession(user, authLimits.tokenRouteSessionDays);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
