import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as pdf.js reads it (what a viewer's copy and search see), one string per printed line, top to
 * bottom: pieces of text more than 4 points apart (wider than a space) are separated by " | " (the cells of a table row).
 */
export async function pdfLines(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const rows = new Map<number, { x: number; width: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      // Same baseline, same line: two columns of text a point apart in height are two lines.
      const y = Math.round((item.transform[5] as number) * 10) / 10;
      const key = [...rows.keys()].find((existing) => Math.abs(existing - y) <= 0.3) ?? y;
      rows.set(key, [...(rows.get(key) ?? []), { x: item.transform[4] as number, width: item.width, text: item.str }]);
    }
    for (const [, pieces] of [...rows.entries()].sort(([a], [b]) => b - a)) {
      pieces.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const piece of pieces) {
        text += text && piece.x - end > 4 ? ` | ${piece.text}` : piece.text;
        end = piece.x + piece.width;
      }
      lines.push(text.trim());
    }
  }
  await document.destroy();
  return lines;
}
