import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const fontsDir = createRequire(import.meta.url)
  .resolve('@fontsource/noto-sans/LICENSE')
  .replace(/LICENSE$/, 'files/');

/** The sfnt table checksum: the table as big-endian 32-bit words, summed mod 2^32 ('head' with its adjustment at 0). */
function checksum(table: Buffer, tag: string): number {
  const words = Buffer.alloc((table.length + 3) & ~3);
  table.copy(words);
  if (tag === 'head') words.writeUInt32BE(0, 8);
  let sum = 0;
  for (let offset = 0; offset < words.length; offset += 4) sum = (sum + words.readUInt32BE(offset)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it.each(['latin-400', 'latin-ext-700', 'devanagari-400'])('unwraps Noto Sans %s to the font it was made from, table by table', (cut) => {
    const woff = readFileSync(`${fontsDir}noto-sans-${cut}-normal.woff`);
    const sfnt = woffToSfnt(woff);
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    // The WOFF header states the size of the font it wraps.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    for (let index = 0; index < numTables; index += 1) {
      const record = 12 + index * 16;
      const tag = sfnt.toString('latin1', record, record + 4);
      const [offset, length] = [sfnt.readUInt32BE(record + 8), sfnt.readUInt32BE(record + 12)];
      expect(offset % 4, tag).toBe(0);
      expect(tag).toBe(woff.toString('latin1', 44 + index * 20, 48 + index * 20));
      // Each inflated table adds up to the checksum its original font recorded for it (kept in the WOFF directory).
      expect(checksum(sfnt.subarray(offset, offset + length), tag), tag).toBe(woff.readUInt32BE(44 + index * 20 + 16));
    }
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes than a header holds, padded out to forty-four'))).toThrow(/Not a WOFF/);
  });
});
