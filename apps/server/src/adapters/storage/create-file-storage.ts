import type { StorageConfig } from '../../config/env';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

/** The configured store: an S3-compatible bucket when S3_BUCKET is set (the SDK is loaded only then), else local disk. */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 'local') return createLocalStorage(config.dir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config);
}
