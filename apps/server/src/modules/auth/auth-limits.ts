/** Abuse limits of the sign-in flows (ARCHITECTURE §4). One place, so tests and docs agree. */
export const authLimits = {
  codeTtlMinutes: 10,
  maxWrongTriesPerCode: 5,
  codeCooldownSeconds: 30,
  codesPerAddressPerHour: 5,
  codesPerIpPerHour: 20,
  verificationTtlHours: 24,
  verificationCooldownSeconds: 60,
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
