import type { UserRow } from '../modules/users/users.repository';

interface Entry<T> {
  user: T;
  /** Epoch ms after which the entry must be re-read: the earlier of the session's expiry and the TTL. */
  freshUntil: number;
}

/** What one process tells the others to forget: a session (logout) or every session of a user (disabled, changed). */
export type SessionInvalidation = { kind: 'token'; tokenHash: string } | { kind: 'user'; userId: string };

/** How the forgets of this process reach the other API processes (Redis pub/sub with REDIS_URL). */
export interface SessionInvalidationChannel {
  /** Resolves once the message is with the broker, so an answer sent after it is never ahead of the forget. */
  publish(message: SessionInvalidation): Promise<void>;
}

/**
 * A short-lived, bounded cache of session token hash -> user (or API key hash -> its key and user), so an authenticated request usually costs no
 * database round trip. Sessions stay rows in the database, the source of truth. Alone, forgets act on this
 * process; shared (`share`), each forget is also published to the other processes, which drop the entry at once,
 * and while the channel is down nothing is cached at all: a missed message must not keep a revoked session alive.
 */
export class SessionCache<T extends { id: string } = UserRow> {
  private readonly entries = new Map<string, Entry<T>>();
  private channel: SessionInvalidationChannel | undefined;
  private live = true;
  /** Bumped by every forget: a database read that began before one must not cache what it found (it may be stale). */
  private generation = 0;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** Several processes: forgets are published on `channel`; the cache stays off until `setLive(true)`. */
  share(channel: SessionInvalidationChannel): void {
    this.channel = channel;
    this.setLive(false);
  }

  /** The channel's subscription is up (true) or lost (false); either way what is cached may have missed a message. */
  setLive(live: boolean): void {
    this.entries.clear();
    this.generation += 1;
    this.live = live;
  }

  /** Taken before a database read of a session, and handed back to `set`. */
  readMark(): number {
    return this.generation;
  }

  get(tokenHash: string, now: number): T | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.freshUntil <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  set(tokenHash: string, user: T, sessionExpiresAt: number, now: number, readMark = this.generation): void {
    if (!this.live || readMark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, freshUntil: Math.min(sessionExpiresAt, now + this.ttlMs) });
  }

  /**
   * The entry kept for `tokenHash`, or else the one `load` reads from the database with its expiry (epoch ms), kept
   * unless a forget came while it was read. Undefined when neither has one.
   */
  async getOrLoad(
    tokenHash: string,
    now: number,
    load: () => Promise<{ entry: T; expiresAt: number } | undefined>,
  ): Promise<T | undefined> {
    const kept = this.get(tokenHash, now);
    if (kept) return kept;
    const mark = this.readMark();
    const loaded = await load();
    if (loaded) this.set(tokenHash, loaded.entry, loaded.expiresAt, now, mark);
    return loaded?.entry;
  }

  /** Call after the session's row is gone (committed), so no process can read it back into its cache. */
  async forgetToken(tokenHash: string): Promise<void> {
    await this.forget({ kind: 'token', tokenHash });
  }

  /** Call after the user's change is committed. */
  async forgetUser(userId: string): Promise<void> {
    await this.forget({ kind: 'user', userId });
  }

  /** A forget published by another process (or echoed back from this one). */
  receive(message: SessionInvalidation): void {
    this.generation += 1;
    if (message.kind === 'token') this.entries.delete(message.tokenHash);
    else for (const [key, entry] of this.entries) if (entry.user.id === message.userId) this.entries.delete(key);
  }

  private async forget(message: SessionInvalidation): Promise<void> {
    this.receive(message);
    await this.channel?.publish(message);
  }
}
