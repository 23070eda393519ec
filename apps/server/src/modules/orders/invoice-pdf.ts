import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatMoney } from '@charter/shared';
import type { InvoiceLine, TaxDocumentContent } from './invoice-lines';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * Noto Sans from @fontsource/noto-sans (SIL Open Font License), embedded and subset by pdfkit: it has the rupee sign
 * and Devanagari that Helvetica lacks. Fontsource ships it cut into subsets by script; each piece of text is drawn
 * with the subset whose unicode-range (the package's 400.css) holds it: Devanagari (U+0900-097F, U+1CD0-1CF9,
 * U+A8E0-A8FF, with the joiners U+200C-200D), basic Latin and punctuation (U+0000-00FF, U+2000-206F), or else
 * latin-ext (₹ U+20B9, other currency signs, accented Latin). The WOFF files, not WOFF2: fontkit 2.0.4 fails to
 * subset some glyphs it rebuilds from WOFF2's transformed glyf table (a RangeError in TTFSubset), not from WOFF's.
 * Each is unwrapped to its TrueType tables (woffToSfnt) and parsed by fontkit once per process: pdfkit takes the parsed
 * font, so a render neither inflates nor parses the tables again (parsing them for each invoice was two thirds of its
 * time: 24 ms an invoice, 8 ms since, the bytes the same).
 */
type Script = 'latin' | 'latin-ext' | 'devanagari';
type Weight = 400 | 700;

const requireFrom = createRequire(import.meta.url);
let fonts: Map<string, fontkit.Font> | undefined;

function parsedFonts(): Map<string, fontkit.Font> {
  if (fonts) return fonts;
  const parsed = new Map<string, fontkit.Font>();
  // The package exports only its CSS; its LICENSE is exported, so the files folder beside it is found from there.
  const base = requireFrom.resolve('@fontsource/noto-sans/LICENSE').replace(/LICENSE$/, 'files/');
  for (const script of ['latin', 'latin-ext', 'devanagari'] as const) {
    for (const weight of [400, 700] as const) {
      const font = fontkit.create(woffToSfnt(readFileSync(`${base}noto-sans-${script}-${weight}-normal.woff`)));
      if ('fonts' in font) throw new Error(`noto-sans-${script}-${weight}: a font collection, not one font`);
      parsed.set(`${script}-${weight}`, font);
    }
  }
  fonts = parsed;
  return parsed;
}

function scriptOf(codePoint: number): Script | 'joiner' {
  if (
    (codePoint >= 0x900 && codePoint <= 0x97f) ||
    (codePoint >= 0x1cd0 && codePoint <= 0x1cf9) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff)
  )
    return 'devanagari';
  if (codePoint === 0x200c || codePoint === 0x200d) return 'joiner';
  if (codePoint <= 0xff || (codePoint >= 0x2000 && codePoint <= 0x206f)) return 'latin';
  return 'latin-ext';
}

/** Text cut into runs of one script (joiners stay with the Devanagari around them; spaces are Latin). */
export function runsOf(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const found = scriptOf(char.codePointAt(0)!);
    const last = runs.at(-1);
    const script: Script = found === 'joiner' ? (last?.script ?? 'latin') : found;
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

type Doc = PDFKit.PDFDocument;

/** pdfkit 0.20 takes a font fontkit parsed (PDFFontFactory.open); @types/pdfkit 0.17 does not list it yet. */
type RegisterParsedFont = (this: Doc, name: string, src: fontkit.Font) => Doc;
const registerParsedFont = (doc: Doc, name: string, font: fontkit.Font) =>
  (doc.registerFont as unknown as RegisterParsedFont).call(doc, name, font);

interface TextOptions {
  size?: number;
  weight?: Weight;
  color?: string;
  width?: number;
  align?: 'left' | 'right';
}

function widthOf(doc: Doc, text: string, size: number, weight: Weight): number {
  return runsOf(text).reduce((sum, run) => sum + doc.font(`${run.script}-${weight}`).fontSize(size).widthOfString(run.text), 0);
}

/** One line of text at (x, y), right-aligned in `width` when asked; never wraps. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  { size = 9, weight = 400, color = '#0f172a', width, align = 'left' }: TextOptions = {},
) {
  const total = widthOf(doc, text, size, weight);
  let cursor = align === 'right' && width !== undefined ? x + width - total : x;
  doc.fillColor(color);
  for (const run of runsOf(text)) {
    doc.font(`${run.script}-${weight}`).fontSize(size);
    doc.text(run.text, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(run.text);
  }
}

/** Text wrapped at word boundaries within `width` (and at its line breaks); answers the y below it. */
function paragraph(doc: Doc, text: string, x: number, y: number, width: number, options: TextOptions = {}): number {
  const size = options.size ?? 9;
  const weight = options.weight ?? 400;
  const leading = size * 1.45;
  // A line's width is its words' and spaces' widths, each measured once: measuring the whole line again for each word
  // was quadratic: a tenth of the server's CPU in a burst of paid orders (their invoices, drawn for the receipt mails).
  const space = widthOf(doc, ' ', size, weight);
  let cursor = y;
  for (const source of text.split(/\r?\n/)) {
    let current = '';
    let currentWidth = 0;
    for (const word of source.split(/\s+/).filter(Boolean)) {
      const wordWidth = widthOf(doc, word, size, weight);
      const candidateWidth = current ? currentWidth + space + wordWidth : wordWidth;
      if (current && candidateWidth > width) {
        line(doc, current, x, cursor, options);
        cursor += leading;
        current = word;
        currentWidth = wordWidth;
      } else {
        current = current ? `${current} ${word}` : word;
        currentWidth = candidateWidth;
      }
    }
    line(doc, current, x, cursor, options);
    cursor += leading;
  }
  return cursor;
}

const rate = (basisPoints: number) => `${basisPoints / 100}%`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: InvoiceLine) => string;
}

/** The PDF of an invoice or a credit note, drawn from what it said when it was issued (the same bytes' text each time). */
export function renderTaxDocument(content: TaxDocumentContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      // No default font (pdfkit's is Helvetica, whose metrics and kerning table it builds anew for each document):
      // every piece of text here is drawn in Noto Sans, chosen before it is drawn.
      font: '',
      info: {
        Title: `${content.title} ${content.number}`,
        Author: content.supplier.legalName,
        CreationDate: new Date(`${content.issuedOn}T00:00:00Z`),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const [name, font] of parsedFonts()) registerParsedFont(doc, name, font);

    // Every amount to the paisa (₹4,999.00), as accounts keep them: the columns line up and add up on the page, and a
    // GST invoice's taxable value and tax are figures in rupees and paise (CGST Rules, r. 46). Screens drop whole paise.
    const money = (minor: number) => formatMoney(minor, content.currency, { alwaysMinorUnits: true });
    const left = 48;
    const right = doc.page.width - 48;
    const width = right - left;
    const gst = content.taxMode === 'cgst_sgst' || content.taxMode === 'igst';
    const india = content.jurisdiction === 'india';

    line(doc, 'Charter', left, 48, { size: 18, weight: 700, color: '#4f46e5' });
    line(doc, content.title, left, 48, { size: 18, weight: 700, width, align: 'right' });
    let y = 80;
    if (content.demoSupplier) {
      doc.rect(left, y, width, 22).fill('#fef3c7');
      line(
        doc,
        'DEMO SUPPLIER: the seller below is the embedded demo configuration, not a tax registration. Not a valid tax invoice.',
        left + 8,
        y + 6,
        {
          size: 8,
          weight: 700,
          color: '#92400e',
        },
      );
      y += 30;
    }

    // The seller (rule 46(a)) on the left; the document's number, date and place of supply on the right.
    const half = width / 2 - 8;
    let yLeft = y;
    line(doc, 'From', left, yLeft, { size: 8, color: '#64748b' });
    yLeft += 13;
    yLeft = paragraph(doc, content.supplier.legalName, left, yLeft, half, { weight: 700 });
    if (content.supplier.address) yLeft = paragraph(doc, content.supplier.address, left, yLeft, half);
    if (content.supplier.state) {
      line(doc, `State: ${content.supplier.state} (code ${content.supplier.stateCode})`, left, yLeft);
      yLeft += 13;
    }
    if (content.supplier.taxId) {
      line(doc, `${content.supplier.taxIdLabel}: ${content.supplier.taxId}`, left, yLeft, { weight: 700 });
      yLeft += 13;
    }

    const facts: [string, string][] = [
      [content.kind === 'credit_note' ? 'Credit note no.' : 'Invoice no.', content.number],
      ['Date', content.issuedOn],
      ['Order', content.orderNumber],
    ];
    if (content.reference) facts.push(['Against invoice', `${content.reference.number} of ${content.reference.issuedOn}`]);
    if (content.placeOfSupply) facts.push(['Place of supply', `${content.placeOfSupply.state} (code ${content.placeOfSupply.code})`]);
    if (gst) facts.push(['Tax payable on reverse charge', 'No']);
    let yRight = y;
    for (const [label, value] of facts) {
      line(doc, label, left + width / 2 + 8, yRight, { color: '#64748b' });
      line(doc, value, left + width / 2 + 8, yRight, { width: half, align: 'right', weight: 700 });
      yRight += 14;
    }
    y = Math.max(yLeft, yRight) + 12;

    // The customer (rule 46(d)/(e)).
    line(doc, content.kind === 'credit_note' ? 'Credited to' : 'Billed to', left, y, { size: 8, color: '#64748b' });
    y += 13;
    y = paragraph(doc, content.customer.legalName, left, y, width, { weight: 700 });
    if (content.customer.company && content.customer.company !== content.customer.legalName)
      y = paragraph(doc, `For ${content.customer.company}`, left, y, width);
    if (content.customer.address) y = paragraph(doc, content.customer.address, left, y, width);
    if (content.customer.state) {
      line(doc, `State: ${content.customer.state}${content.customer.stateCode ? ` (code ${content.customer.stateCode})` : ''}`, left, y);
      y += 13;
    }
    if (content.customer.gstin) {
      line(doc, `GSTIN: ${content.customer.gstin}`, left, y, { weight: 700 });
      y += 13;
    } else if (gst) {
      line(doc, 'GSTIN: not registered (none given)', left, y);
      y += 13;
    }
    if (content.customer.email) {
      line(doc, content.customer.email, left, y, { color: '#475569' });
      y += 13;
    }
    y += 10;

    // The lines: description, SAC, taxable value, rate and each tax (rule 46(f)-(l)).
    const taxCell = (minor: number, row: InvoiceLine) => (row.kind === 'reimbursement' ? '-' : money(minor));
    const columns: Column[] = gst
      ? [
          { title: 'Description', width: 0, align: 'left', value: (row) => row.description },
          { title: 'SAC', width: 46, align: 'left', value: (row) => row.sac ?? '-' },
          {
            title: 'Taxable value',
            width: 72,
            align: 'right',
            value: (row) => (row.kind === 'reimbursement' ? '-' : money(row.taxableMinor)),
          },
          ...(content.taxMode === 'cgst_sgst'
            ? [
                { title: 'CGST 9%', width: 62, align: 'right' as const, value: (row: InvoiceLine) => taxCell(row.cgstMinor, row) },
                { title: 'SGST 9%', width: 62, align: 'right' as const, value: (row: InvoiceLine) => taxCell(row.sgstMinor, row) },
              ]
            : [{ title: 'IGST 18%', width: 72, align: 'right' as const, value: (row: InvoiceLine) => taxCell(row.igstMinor, row) }]),
          { title: 'Amount', width: 72, align: 'right', value: (row) => money(row.totalMinor) },
        ]
      : content.taxMode === 'vat'
        ? [
            { title: 'Description', width: 0, align: 'left', value: (row) => row.description },
            { title: 'Net', width: 80, align: 'right', value: (row) => money(row.taxableMinor) },
            {
              title: 'VAT rate',
              width: 50,
              align: 'right',
              value: (row) => (row.kind === 'reimbursement' ? '-' : rate(row.rateBasisPoints)),
            },
            { title: 'VAT', width: 70, align: 'right', value: (row) => taxCell(row.otherTaxMinor, row) },
            { title: 'Amount', width: 80, align: 'right', value: (row) => money(row.totalMinor) },
          ]
        : [
            { title: 'Description', width: 0, align: 'left', value: (row) => row.description },
            { title: 'Amount', width: 100, align: 'right', value: (row) => money(row.totalMinor) },
          ];
    const fixed = columns.reduce((sum, column) => sum + column.width, 0);
    columns[0]!.width = width - fixed - 8 * (columns.length - 1);

    doc.rect(left, y - 4, width, 18).fill('#f1f5f9');
    let x = left;
    for (const column of columns) {
      line(doc, column.title, x, y, { size: 8, weight: 700, color: '#334155', width: column.width, align: column.align });
      x += column.width + 8;
    }
    y += 20;
    for (const row of content.lines) {
      x = left;
      let rowBottom = y;
      for (const [index, column] of columns.entries()) {
        if (index === 0) {
          rowBottom = paragraph(doc, column.value(row), x, y, column.width, { size: 8.5 });
          if (row.kind === 'reimbursement')
            rowBottom = paragraph(
              doc,
              india ? 'Paid on your behalf as pure agent' : 'Paid on your behalf, at cost',
              x,
              rowBottom - 2,
              column.width,
              { size: 7, color: '#64748b' },
            );
        } else line(doc, column.value(row), x, y, { size: 8.5, width: column.width, align: column.align });
        x += column.width + 8;
      }
      y = rowBottom + 4;
      doc.moveTo(left, y).lineTo(right, y).strokeColor('#e2e8f0').lineWidth(0.5).stroke();
      y += 6;
    }

    // Totals (rule 46(i)-(l)): Charter's taxable value and taxes, the reimbursements outside them, what was paid.
    const totals: [string, number, boolean][] = [];
    if (gst || content.taxMode === 'vat') totals.push(['Taxable value', content.totals.taxableMinor, false]);
    if (content.taxMode === 'cgst_sgst') {
      totals.push(['CGST at 9%', content.totals.cgstMinor, false], ['SGST at 9%', content.totals.sgstMinor, false]);
    }
    if (content.taxMode === 'igst') totals.push(['IGST at 18%', content.totals.igstMinor, false]);
    if (content.taxMode === 'vat') totals.push(['VAT', content.totals.otherTaxMinor, false]);
    if (content.totals.reimbursementsMinor > 0) {
      totals.push([
        india ? 'Reimbursements (pure agent, outside the taxable value)' : 'Paid on your behalf, at cost',
        content.totals.reimbursementsMinor,
        false,
      ]);
    }
    totals.push([content.kind === 'credit_note' ? 'Total credited' : 'Total (paid)', content.totals.totalMinor, true]);
    y += 4;
    for (const [label, minor, strong] of totals) {
      line(doc, label, left + width * 0.3, y, { size: strong ? 10.5 : 9, weight: strong ? 700 : 400, width: width * 0.5, align: 'right' });
      line(doc, money(minor), left + width * 0.8, y, {
        size: strong ? 10.5 : 9,
        weight: strong ? 700 : 400,
        width: width * 0.2,
        align: 'right',
      });
      y += strong ? 18 : 14;
    }

    y += 12;
    for (const note of content.notes) y = paragraph(doc, note, left, y, width, { size: 7.5, color: '#475569' }) + 2;
    doc.end();
  });
}
