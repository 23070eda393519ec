import { createReadStream } from 'node:fs';
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type/node';
import { UPLOAD_KINDS_SENTENCE } from '@charter/shared';
import { AppError } from '../../http/app-error';

/** Longest file name kept (in characters), extension included. */
export const MAX_FILENAME_LENGTH = 200;

/**
 * A file name as the client sent it, made safe to store and show: only its last path part, without NUL (raw or as
 * `%00`), control or invisible formatting characters (such as a right-to-left override hiding an extension), or
 * characters no file system accepts; never empty, never hidden, at most 200 characters with its extension kept.
 */
export function sanitiseFilename(raw: string): string {
  const cleaned = raw
    .replace(/%00/gi, '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .split(/[/\\]/)
    .pop()!
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const name = cleaned || 'document';
  const chars = Array.from(name);
  if (chars.length <= MAX_FILENAME_LENGTH) return name;
  const extension = Array.from(extensionOf(name));
  const keep = extension.length > 0 && extension.length <= 16 ? extension : [];
  return (
    chars
      .slice(0, MAX_FILENAME_LENGTH - keep.length)
      .join('')
      .trimEnd() + keep.join('')
  );
}

/** `.pdf` of `Scan.PDF`; empty when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

interface UploadType {
  /** What the bytes are called, in the sentence "This file is not …". */
  label: string;
  extensions: readonly string[];
  contentType: string;
  /** Text formats have no magic bytes: accepted when their name says so and the bytes are UTF-8 text. */
  text?: boolean;
}

/** The allow-list (spec §4 documents), keyed by file-type's name for each. Matches UPLOAD_EXTENSIONS in shared. */
export const uploadTypes: Record<string, UploadType> = {
  pdf: { label: 'a PDF', extensions: ['.pdf'], contentType: 'application/pdf' },
  png: { label: 'a PNG image', extensions: ['.png'], contentType: 'image/png' },
  jpg: { label: 'a JPEG image', extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg' },
  webp: { label: 'a WebP image', extensions: ['.webp'], contentType: 'image/webp' },
  docx: {
    label: 'a Word document (DOCX)',
    extensions: ['.docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    label: 'an Excel spreadsheet (XLSX)',
    extensions: ['.xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  csv: { label: 'a CSV file', extensions: ['.csv'], contentType: 'text/csv; charset=utf-8', text: true },
  txt: { label: 'a text file', extensions: ['.txt'], contentType: 'text/plain; charset=utf-8', text: true },
};

/** Names for what else a file may turn out to be, for the refusal's sentence. */
const otherLabels: Record<string, string> = {
  zip: 'a ZIP archive',
  exe: 'a Windows program',
  elf: 'a Linux program',
  cfb: 'an older Office format (save it as DOCX or XLSX)',
  gif: 'a GIF image',
  xml: 'XML',
  html: 'HTML',
  text: 'plain text',
  binary: 'not a format we recognise',
};

const unsupported = (detail: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', detail);

/** An uploaded file as received: spooled at `path`, with its first bytes (`head`) kept as they streamed past. */
export interface UploadedBytes {
  path: string;
  size: number;
  head: Buffer;
}

/**
 * What the bytes are, by file-type. From the head alone when it tells a type on the allow-list (a PDF, an image: their
 * first bytes say so), which spares reading the spool again (three turns of the event loop per upload). From the whole
 * file otherwise: a ZIP is a DOCX or an XLSX only by entries further in, and a refusal names what the file really is.
 */
async function sniff({ path, size, head }: UploadedBytes): Promise<FileTypeResult | undefined> {
  const fromHead = await fileTypeFromBuffer(head).catch(() => undefined);
  if (size <= head.length || (fromHead && uploadTypes[fromHead.ext])) return fromHead;
  return fileTypeFromFile(path).catch(() => undefined);
}

/**
 * What an upload's bytes are, checked against its (sanitised) name: a type on the allow-list whose extension matches,
 * or 415 with a sentence a founder understands. Returns the content type the file is stored and served as.
 */
export async function checkUploadType(file: UploadedBytes, filename: string): Promise<{ contentType: string }> {
  const extension = extensionOf(filename);
  const expected = Object.values(uploadTypes).find((type) => type.extensions.includes(extension));
  if (!expected) throw unsupported(UPLOAD_KINDS_SENTENCE);

  const sniffed = await sniff(file);
  const textual = !sniffed || sniffed.mime.startsWith('text/') || sniffed.ext === 'xml';
  if (expected.text && textual) {
    const contents = await textContents(file.path);
    if (contents === 'binary') {
      throw unsupported(`This file is not ${expected.label}: its contents are not UTF-8 text.`);
    }
    return { contentType: expected.contentType };
  }
  if (sniffed && uploadTypes[sniffed.ext] === expected) return { contentType: expected.contentType };

  const what = sniffed ? (uploadTypes[sniffed.ext]?.label ?? otherLabels[sniffed.ext] ?? `a ${sniffed.ext.toUpperCase()} file`) : undefined;
  const actual = what ?? otherLabels[await textContents(file.path)]!;
  throw unsupported(`This file is not ${expected.label}: its contents are ${actual}.`);
}

/**
 * Whether a file is UTF-8 text without NUL bytes (read as a stream, so a large file is never held whole), and if it is,
 * whether it starts like an HTML page.
 */
async function textContents(filePath: string): Promise<'html' | 'text' | 'binary'> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = '';
  try {
    for await (const chunk of createReadStream(filePath)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return 'binary';
      const text = decoder.decode(bytes, { stream: true });
      if (start.length < 2048) start += text.slice(0, 2048);
    }
    decoder.decode();
  } catch (error) {
    if (error instanceof TypeError) return 'binary';
    throw error;
  }
  return /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body|script|iframe|svg)\b/i.test(start.replace(/^\uFEFF/, ''))
    ? 'html'
    : 'text';
}
