import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_EXTENSIONS, UPLOAD_KINDS_SENTENCE } from '@charter/shared';
import { samples, zipArchive } from '../../../test/upload-helpers';
import { AppError } from '../../http/app-error';
import { attachmentDisposition } from '../../http/content-disposition';
import { FILE_HEAD_BYTES } from '../../http/multipart';
import { checkUploadType, MAX_FILENAME_LENGTH, sanitiseFilename, uploadTypes, type UploadedBytes } from './document-files';

const dir = mkdtempSync(path.join(tmpdir(), 'charter-sniff-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;
/** The file as an upload is received: spooled, with its first bytes kept as they streamed past. */
function fileWith(bytes: Buffer): UploadedBytes {
  const file = path.join(dir, `sample-${(counter += 1)}`);
  writeFileSync(file, bytes);
  return { path: file, size: bytes.length, head: bytes.subarray(0, FILE_HEAD_BYTES) };
}
async function refusal(bytes: Buffer, name: string): Promise<AppError> {
  const error = await checkUploadType(fileWith(bytes), name).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(415);
  return error as AppError;
}

describe('sanitiseFilename', () => {
  it.each([
    ['../../x.pdf', 'x.pdf'],
    ['..\\..\\windows\\x.pdf', 'x.pdf'],
    ['/etc/passwd', 'passwd'],
    ['x.php%00.pdf', 'x.php.pdf'],
    ['x.php\u0000.pdf', 'x.php.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['a.pdf.exe', 'a.pdf.exe'],
    ['line\r\nbreak.pdf', 'linebreak.pdf'],
    ['  .hidden.pdf  ', 'hidden.pdf'],
    ['what?<is>this:"name"|*.pdf', 'what__is_this__name___.pdf'],
    ['..', 'document'],
    ['', 'document'],
    ['Résumé – 2025.pdf', 'Résumé – 2025.pdf'],
  ])('%j → %j', (raw, safe) => {
    expect(sanitiseFilename(raw)).toBe(safe);
  });

  it('keeps at most 200 characters, with the extension', () => {
    const long = sanitiseFilename(`${'a'.repeat(296)}.pdf`);
    expect(long).toHaveLength(MAX_FILENAME_LENGTH);
    expect(long.endsWith('a.pdf')).toBe(true);
    const emoji = sanitiseFilename(`${'😀'.repeat(250)}.png`);
    expect(Array.from(emoji)).toHaveLength(MAX_FILENAME_LENGTH);
    expect(emoji.endsWith('😀.png')).toBe(true);
  });
});

describe('attachmentDisposition (RFC 6266)', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Résumé "final" 100%.pdf')).toBe(
      `attachment; filename="Resume _final_ 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20100%25.pdf`,
    );
    expect(attachmentDisposition("it's (v2)*.txt")).toBe(
      `attachment; filename="it's (v2)*.txt"; filename*=UTF-8''it%27s%20%28v2%29%2A.txt`,
    );
    expect(attachmentDisposition('請求書.pdf')).toMatch(/^attachment; filename="___\.pdf"; filename\*=UTF-8''%E8%AB%8B/);
  });
});

const samplesContentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

describe('checkUploadType', () => {
  it('the allow-list is the one the browser checks', () => {
    expect(Object.values(uploadTypes).flatMap((type) => type.extensions)).toEqual([...UPLOAD_EXTENSIONS]);
  });

  it.each([
    ['pdf', 'scan.PDF', 'application/pdf'],
    ['png', 'photo.png', 'image/png'],
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['jpeg', 'photo.jpeg', 'image/jpeg'],
    ['webp', 'photo.webp', 'image/webp'],
    ['docx', 'moa.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', 'cap-table.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['csv', 'ledger.csv', 'text/csv; charset=utf-8'],
    ['text', 'notes.txt', 'text/plain; charset=utf-8'],
    ['html', 'page.txt', 'text/plain; charset=utf-8'],
  ] as const)('accepts %s named %s as %s', async (sample, name, contentType) => {
    expect(await checkUploadType(fileWith(samples[sample]), name)).toEqual({ contentType });
  });

  it('refuses contents that are not what the name says, naming both', async () => {
    expect((await refusal(samples.html, 'x.pdf')).detail).toBe('This file is not a PDF: its contents are HTML.');
    expect((await refusal(samples.text, 'x.pdf')).detail).toBe('This file is not a PDF: its contents are plain text.');
    expect((await refusal(samples.png, 'x.pdf')).detail).toBe('This file is not a PDF: its contents are a PNG image.');
    expect((await refusal(samples.zip, 'x.docx')).detail).toBe('This file is not a Word document (DOCX): its contents are a ZIP archive.');
    expect((await refusal(samples.docx, 'x.xlsx')).detail).toBe(
      'This file is not an Excel spreadsheet (XLSX): its contents are a Word document (DOCX).',
    );
    expect((await refusal(samples.pdf, 'x.png')).detail).toBe('This file is not a PNG image: its contents are a PDF.');
    expect((await refusal(samples.exe, 'x.pdf')).detail).toBe('This file is not a PDF: its contents are a Windows program.');
    expect((await refusal(samples.binary, 'x.csv')).detail).toBe('This file is not a CSV file: its contents are not UTF-8 text.');
    expect((await refusal(samples.png, 'x.txt')).detail).toBe('This file is not a text file: its contents are a PNG image.');
    expect((await refusal(Buffer.from([0xc3, 0x28, 0x41]), 'x.txt')).detail).toBe(
      'This file is not a text file: its contents are not UTF-8 text.',
    );
  });

  it('tells a PDF or an image by its first bytes, without reading the spooled file again', async () => {
    const pdf = Buffer.concat([samples.pdf, randomBytes(1024 * 1024)]);
    // No file at this path: reading it would fail, and the type could not be told.
    const unread = { path: path.join(dir, 'not-there'), size: pdf.length, head: pdf.subarray(0, FILE_HEAD_BYTES) };
    expect(await checkUploadType(unread, 'scan.pdf')).toEqual({ contentType: 'application/pdf' });
    const jpeg = Buffer.concat([samples.jpeg, randomBytes(64 * 1024)]);
    expect(await checkUploadType({ ...unread, size: jpeg.length, head: jpeg.subarray(0, FILE_HEAD_BYTES) }, 'x.jpg')).toEqual({
      contentType: 'image/jpeg',
    });
  });

  it('reads the whole file when its first bytes say only ZIP: a DOCX whose telling entries come later', async () => {
    const docx = zipArchive({
      'docProps/custom.xml': `<Properties>${randomBytes(8 * 1024).toString('hex')}</Properties>`,
      '[Content_Types].xml': samplesContentTypes,
      'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    });
    expect(docx.length).toBeGreaterThan(FILE_HEAD_BYTES);
    expect(await checkUploadType(fileWith(docx), 'moa.docx')).toEqual({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect((await refusal(docx, 'x.xlsx')).detail).toBe(
      'This file is not an Excel spreadsheet (XLSX): its contents are a Word document (DOCX).',
    );
  });

  it('refuses names whose extension is not on the list, whatever the contents', async () => {
    for (const name of ['a.pdf.exe', 'x.html', 'x.svg', 'noextension', 'x.doc']) {
      expect((await refusal(samples.pdf, name)).detail).toBe(UPLOAD_KINDS_SENTENCE);
    }
  });
});
