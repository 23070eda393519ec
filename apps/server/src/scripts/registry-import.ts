import { readFileSync } from 'node:fs';
import { openConfiguredDatabase } from '../db/schema-at-start';
import { importMcaMasterData } from '../modules/registry/mca-import';

/** npm run registry:import -- FILE.csv  (MCA Company Master Data layout; see mca-master-data.ts) */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run registry:import -- FILE.csv');
    process.exit(2);
  }
  const text = readFileSync(file, 'utf8');
  const { database } = await openConfiguredDatabase();
  try {
    const { imported, skipped } = await importMcaMasterData(database.db, text);
    console.log(
      `Imported ${imported} companies into the registry directory${skipped.length ? `; skipped ${skipped.length} rows (first: line ${skipped[0]!.line}, ${skipped[0]!.reason})` : ''}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
