import { readFileSync } from 'node:fs';
import { loadConfig, loadDotEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { readMcaMasterData } from '../modules/registry/mca-master-data';
import { registryRepository } from '../modules/registry/registry.repository';

/** npm run registry:import -- FILE.csv  (MCA Company Master Data layout; see mca-master-data.ts) */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run registry:import -- FILE.csv');
    process.exit(2);
  }
  const { rows, skipped } = readMcaMasterData(readFileSync(file, 'utf8'));
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  for (let start = 0; start < rows.length; start += 500) {
    await registryRepository.upsertMany(database.db, rows.slice(start, start + 500));
  }
  await database.close();
  console.log(
    `Imported ${rows.length} companies into the registry directory${skipped.length ? `; skipped ${skipped.length} rows (first: line ${skipped[0]!.line}, ${skipped[0]!.reason})` : ''}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
