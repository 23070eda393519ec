import type { UserRow } from '../modules/users/users.repository';

interface Entry {
  user: UserRow;
  /** Epoch ms after which the entry must be re-read: the earlier of the session's expiry and the TTL. */
  freshUntil: number;
}

/**
 * A short-lived, bounded cache of session token hash -> user, so an authenticated request usually costs no
 * database round trip. Logout and profile changes on this instance drop entries at once; another instance
 * sees them within `ttlMs` (sessions are still rows in the database, the source of truth).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): UserRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.freshUntil <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  set(tokenHash: string, user: UserRow, sessionExpiresAt: number, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, freshUntil: Math.min(sessionExpiresAt, now + this.ttlMs) });
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }
}
