import path from 'node:path';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { loadOrCreateKeyFile, parseSealingKey } from '../../lib/sealed-box';
import { databaseMailSealingKey } from '../system/install-secrets';

/** Where the embedded default keeps the mail key it generates: in its data folder, beside the database, not in it. */
export const mailKeyFile = (dataDir: string) => path.join(dataDir, 'secrets', 'mail-encryption.key');

/**
 * The key stored mail is sealed with: MAIL_ENCRYPTION_KEY when set (required in production); on the embedded default a
 * key generated once into DATA_DIR/secrets (so a copy of the database alone opens no mail); otherwise (a PostgreSQL
 * server outside production, or a throw-away in-memory database) one generated per install in the database, which
 * every process of the install shares.
 */
export async function mailSealingKey(config: AppConfig, database: Pick<Database, 'dataDir' | 'db'>): Promise<Buffer> {
  if (config.mailEncryptionKey) return config.mailEncryptionKey;
  if (database.dataDir) return loadOrCreateKeyFile(mailKeyFile(database.dataDir));
  return parseSealingKey(await databaseMailSealingKey(database.db))!;
}
