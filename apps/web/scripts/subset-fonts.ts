// Writes the two Inter files the app serves (run it after upgrading @fontsource-variable/inter; the output is committed):
// - inter-latin-wght.woff2: the variable Latin face cut to the characters the product shows (ASCII, Latin-1 for names,
//   typographic punctuation, arrows, € and ™) and the OpenType features the styles use;
// - inter-rupee-wght.woff2: the rupee sign alone, which fontsource keeps in its 85 KB latin-ext file.
// Anything else (Cyrillic or Greek in a company's name) falls back to the system font instead of costing a download.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const files = path.dirname(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const out = path.resolve(import.meta.dirname, '../src/assets/fonts');

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
/** Kept in step with the unicode-range of the Latin face in src/styles.css. */
const latinCharacters = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}‘’‚“”„–—…•·‹›′″→←↑↓−×÷€™`;
/** kern/liga/calt and the mark features shape text; cv11, ss01 and tnum are asked for by the styles (tabular-nums). */
const features = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'case', 'cv11', 'ss01', 'tnum'];

async function main() {
  const latin = await subsetFont(readFileSync(path.join(files, 'inter-latin-wght-normal.woff2')), latinCharacters, {
    targetFormat: 'woff2',
    keepFeatures: features,
  });
  const rupee = await subsetFont(readFileSync(path.join(files, 'inter-latin-ext-wght-normal.woff2')), '₹', {
    targetFormat: 'woff2',
    keepFeatures: features,
  });
  writeFileSync(path.join(out, 'inter-latin-wght.woff2'), latin);
  writeFileSync(path.join(out, 'inter-rupee-wght.woff2'), rupee);
  console.log(`fonts: Latin ${(latin.length / 1024).toFixed(1)} KB, rupee ${(rupee.length / 1024).toFixed(1)} KB`);
}

await main();
