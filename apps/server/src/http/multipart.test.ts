import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STALE_SPOOL_MS, sweepSpool } from './multipart';

let spool: string | undefined;
afterEach(async () => {
  if (spool) await rm(spool, { recursive: true, force: true });
});

describe('sweepSpool', () => {
  it('removes the upload spool files older than a day, keeps the younger ones and anything not an upload', async () => {
    spool = await mkdtemp(path.join(tmpdir(), 'charter-spool-'));
    const now = Date.now();
    const at = (name: string, ageMs: number) => {
      const file = path.join(spool!, name);
      const when = new Date(now - ageMs);
      return writeFile(file, 'bytes').then(() => utimes(file, when, when).then(() => file));
    };
    const stale = await at('upload-stale', STALE_SPOOL_MS + 60_000);
    const inFlight = await at('upload-in-flight', 5 * 60_000);
    const other = await at('notes.txt', 3 * STALE_SPOOL_MS);

    expect(await sweepSpool(spool, now)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(inFlight)).toBe(true);
    expect(existsSync(other)).toBe(true);
  });

  it('answers 0 when the spool folder does not exist yet', async () => {
    expect(await sweepSpool(path.join(tmpdir(), 'charter-spool-never-made'))).toBe(0);
  });
});
