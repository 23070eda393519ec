import { writeFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface CanvasFactory {
  create(width: number, height: number): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: CanvasRenderingContext2D };
}

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;

async function open(bytes: Buffer): Promise<PdfDocument> {
  return getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
}

/** Every piece of text of a PDF as pdf.js reads it (what a viewer's search sees), page by page, in drawing order. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const document = await open(bytes);
  const pieces: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) pieces.push(item.str);
  }
  await document.destroy();
  return pieces.join(' ');
}

/**
 * The PDF's first page drawn by pdf.js (on @napi-rs/canvas, its Node canvas) into a PNG at `path`, for people to look
 * at: glyphs come from the fonts embedded in the file, not from the machine's.
 */
export async function renderFirstPage(bytes: Buffer, path: string, scale = 1.5): Promise<void> {
  const document = await open(bytes);
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale });
  // pdf.js's own Node canvas factory (it types it as Object).
  const factory = (document as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const { canvas, context } = factory.create(viewport.width, viewport.height);
  // A white sheet: the page's own background is transparent.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, viewport.width, viewport.height);
  await page.render({ canvasContext: context, viewport, canvas: canvas as unknown as HTMLCanvasElement }).promise;
  writeFileSync(path, canvas.toBuffer('image/png'));
  await document.destroy();
}
