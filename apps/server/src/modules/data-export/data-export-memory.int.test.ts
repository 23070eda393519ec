import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { signedInUser } from '../../../test/auth-helpers';
import { paidOrderWithTasks } from '../../../test/orders-helpers';
import { createTestApp } from '../../../test/test-app';
import { dataExports, orderDocuments } from '../../db/schema';

/**
 * Issue 34 §1: a company with 1,000 documents of 1 MB exports without holding them in memory. The export job runs in
 * this process while its resident memory is sampled; it may grow by less than 200 MB (the files are 1,000 MB).
 */
const DOCUMENTS = 1_000;
const SIZE = 1024 * 1024;

const t = await createTestApp();
const db = t.database.db;
afterAll(() => t.close());

it('exports 1,000 × 1 MB documents with the worker’s memory growing by less than 200 MB', async () => {
  if (t.config.storage.kind !== 'local') throw new Error('the test app stores files locally');
  const storageDir = t.config.storage.dir;
  const owner = await signedInUser(t.app, 'Maya Many-Files');
  const { order, company } = await paidOrderWithTasks(t.app, db, owner);

  // 1,000 uploads as the upload route leaves them: bytes under a random key, a row naming them.
  const bytes = randomBytes(SIZE);
  await mkdir(path.join(storageDir, 'bulk'), { recursive: true });
  const rows = [];
  for (let index = 0; index < DOCUMENTS; index += 1) {
    const storageKey = `bulk/document-${index}`;
    await writeFile(path.join(storageDir, 'bulk', `document-${index}`), bytes);
    rows.push({
      orderId: order.id,
      kind: 'upload' as const,
      filename: `Board minutes ${String(index + 1).padStart(4, '0')}.pdf`,
      size: SIZE,
      storageKey,
      contentType: 'application/pdf',
      uploadedByType: 'user' as const,
      uploadedByRole: 'Customer',
      uploadedByName: 'Maya Many-Files',
    });
  }
  for (let from = 0; from < rows.length; from += 250) await db.insert(orderDocuments).values(rows.slice(from, from + 250));

  // Asked for without a job (the app's own worker would race this one); built here, as the worker builds it.
  const [asked] = await db.insert(dataExports).values({ userId: owner.id, scope: 'company', companyId: order.companyId }).returning();
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const progress: number[] = [];
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const progressSampler = setInterval(() => {
    void db
      .select({ done: dataExports.filesDone })
      .from(dataExports)
      .where(eq(dataExports.id, asked!.id))
      .then(([row]) => progress.push(row!.done));
  }, 500);
  const started = performance.now();
  await t.app.services.dataExports.build(asked!.id);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(progressSampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  const [done] = await db.select().from(dataExports).where(eq(dataExports.id, asked!.id));
  expect(done!.status, done!.error ?? '').toBe('ready');
  expect(done!.filesTotal).toBe(DOCUMENTS);
  expect(done!.filesDone).toBe(DOCUMENTS);
  expect(done!.sizeBytes).toBeGreaterThan(DOCUMENTS * SIZE);
  // Progress moved through the run (the page shows "Collecting 340 of 1,000 documents").
  expect(progress.some((value) => value > 0 && value < DOCUMENTS)).toBe(true);
  const growthMb = (peak - baseline) / 1024 / 1024;
  console.log(
    `export of ${DOCUMENTS} × 1 MB: ${seconds.toFixed(1)} s, ZIP ${(done!.sizeBytes! / 1024 / 1024).toFixed(0)} MB, rss growth ${growthMb.toFixed(1)} MB (baseline ${(baseline / 1024 / 1024).toFixed(0)} MB)`,
  );
  expect(growthMb).toBeLessThan(200);

  // The archive lists every document under its own name (read from its central directory, not into memory).
  const names = await new Promise<string[]>((resolve, reject) => {
    yauzl.open(path.join(storageDir, ...done!.storageKey!.split('/')), { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const found: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        found.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
  const documents = names.filter((name) => name.includes('/documents/'));
  expect(documents).toHaveLength(DOCUMENTS);
  expect(documents).toContain(`companies/${company.name}/documents/${order.orderNumber}/Board minutes 0340.pdf`);
}, 180_000);
