import { LOGIN_CODE_TTL_MINUTES, VERIFICATION_RESEND_COOLDOWN_SECONDS } from '@charter/shared';

/** Abuse limits of the sign-in flows (ARCHITECTURE §4). One place, so tests and docs agree. */
export const authLimits = {
  codeTtlMinutes: LOGIN_CODE_TTL_MINUTES,
  maxWrongTriesPerCode: 5,
  codesPerAddressPerHour: 5,
  verificationTtlHours: 24,
  verificationCooldownSeconds: VERIFICATION_RESEND_COOLDOWN_SECONDS,
  /** Staff password reset links (admin accounts; customers have no password). */
  resetTtlMinutes: 60,
  sessionDays: 7,
  /** Sessions created through /auth/success (the token route) last longer, per spec §9. */
  tokenRouteSessionDays: 30,
  exchangeTtlSeconds: 60,
  /** Admin passwords: wrong tries allowed per account and per address within the window, then 429 until it passes. */
  adminFailuresPerAccount: 5,
  adminFailuresPerIp: 20,
  adminFailureWindowMinutes: 15,
} as const;
