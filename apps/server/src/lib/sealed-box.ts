import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** AES-256-GCM: a 32-byte key, a fresh 12-byte nonce per value, a 16-byte tag that refuses any altered byte. */
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Marks a sealed value (and its format's version) so it is never mistaken for plain text. */
const PREFIX = 'sealed:v1:';

/** Seals text for storage and opens it again; a value sealed under another key, or altered, does not open. */
export interface SealedBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export class SealedBoxError extends Error {}

/** A key written as 64 hex digits or as base64 (standard or URL-safe) of exactly 32 bytes; undefined otherwise. */
export function parseSealingKey(value: string): Buffer | undefined {
  const trimmed = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEY_BYTES ? bytes : undefined;
}

/** 32 random bytes, base64: what `openssl rand -base64 32` prints. */
export function newSealingKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

export function createSealedBox(key: Buffer): SealedBox {
  if (key.length !== KEY_BYTES) throw new SealedBoxError(`a sealing key is ${KEY_BYTES} bytes, not ${key.length}`);
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!isSealed(sealed)) throw new SealedBoxError('not a sealed value');
      const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new SealedBoxError('a sealed value too short to open');
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch (cause) {
        throw new SealedBoxError('a sealed value that does not open with this key (another key, or altered)', { cause });
      }
    },
  };
}

/**
 * The key kept in a file (the embedded default's `DATA_DIR/secrets/…`), created with 32 random bytes on first use and
 * readable by its owner only. A file that holds no valid key stops the start rather than being replaced: mail sealed
 * under the old key would no longer open.
 */
export function loadOrCreateKeyFile(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, `${newSealingKey()}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process of this install wrote it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    chmodSync(file, 0o600);
  }
  const key = parseSealingKey(readFileSync(file, 'utf8'));
  if (!key) throw new SealedBoxError(`${file} does not hold a 32-byte key (base64 or hex)`);
  return key;
}
