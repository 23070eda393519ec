import type { Db } from '../../db/client';
import { readMcaMasterData, type ImportReport } from './mca-master-data';
import { registryRepository } from './registry.repository';

const BATCH = 500;

export interface McaImportOutcome {
  imported: number;
  skipped: ImportReport['skipped'];
}

/**
 * Parses MCA master data and upserts it into the directory: the one import both `npm run registry:import` and the
 * back-office upload use. Batches are not one transaction, so a big file never holds PGlite's single connection for
 * long; the upsert is idempotent, so re-running a file repairs an interrupted import.
 */
export async function importMcaMasterData(db: Db, text: string): Promise<McaImportOutcome> {
  const { rows, skipped } = readMcaMasterData(text);
  for (let start = 0; start < rows.length; start += BATCH) {
    await registryRepository.upsertMany(db, rows.slice(start, start + BATCH));
  }
  return { imported: rows.length, skipped };
}
