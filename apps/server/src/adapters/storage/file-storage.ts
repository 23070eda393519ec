import type { Readable } from 'node:stream';

/** A stored file's bytes, streamed, and its length when the store knows it. */
export interface StoredFile {
  body: Readable;
  size: number | undefined;
}

/**
 * Where uploaded documents' bytes are kept (local disk by default, an S3-compatible bucket in production), under keys
 * the app makes up: never a user's file name. The database row says which key belongs to which document.
 */
export interface FileStorage {
  /** Writes the whole body under the key; the key is readable only once this resolves, and nothing is left if it fails. */
  put(key: string, body: Readable | Buffer, options: { size: number; contentType: string }): Promise<void>;
  /**
   * Stores a file already on this machine's disk (an upload's spool) under the key and removes it: local storage moves
   * it, so its bytes are written once; elsewhere it is streamed from disk. Same guarantees as `put`.
   */
  putFile(key: string, filePath: string, options: { size: number; contentType: string }): Promise<void>;
  /** The bytes under a key; `StoredFileNotFoundError` when there are none. */
  get(key: string): Promise<StoredFile>;
  /** Removes the key; removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Releases what the store holds open (connections). */
  close?(): Promise<void>;
}

export class StoredFileNotFoundError extends Error {
  constructor(key: string, options?: { cause?: unknown }) {
    super(`No stored file under ${key}`, options);
    this.name = 'StoredFileNotFoundError';
  }
}

/** Keys are the app's own: lower-case letters, digits, dashes, and slashes between non-empty segments. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

export function assertStorageKey(key: string): void {
  if (key.length > 200 || !KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
