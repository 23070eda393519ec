import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export interface FormPart {
  name: string;
  /** A file part when set; a plain field otherwise. */
  filename?: string;
  content: Buffer | string;
  type?: string;
}

const boundaryOf = () => `----charter-test-${randomBytes(8).toString('hex')}`;

function partHeader(boundary: string, part: FormPart): string {
  const disposition =
    part.filename === undefined ? `form-data; name="${part.name}"` : `form-data; name="${part.name}"; filename="${part.filename}"`;
  const type = part.filename === undefined ? '' : `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
  return `--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`;
}

/** A multipart/form-data request body, as a browser's FormData sends it. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = boundaryOf();
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(partHeader(boundary, part), 'utf8'), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A file in the field `file`, as the task upload form sends it. */
export const filePart = (filename: string, content: Buffer | string, type = 'application/octet-stream'): FormPart => ({
  name: 'file',
  filename,
  content,
  type,
});

/** POST the parts to a task's documents with the given headers (a bearer token, or staff's cookies). */
export function uploadToTask(app: FastifyInstance, headers: Record<string, string>, orderId: string, taskId: string, parts: FormPart[]) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/tasks/${taskId}/documents`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** One file of `size` bytes in the field `file`, generated while it is sent (never held whole in memory). */
export function streamedFileBody(filename: string, size: number, head: Buffer = Buffer.from('%PDF-1.7\n')) {
  const boundary = boundaryOf();
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  async function* generate() {
    yield Buffer.from(partHeader(boundary, { name: 'file', filename, content: '', type: 'application/pdf' }), 'utf8');
    yield head;
    let left = size - head.length;
    while (left > 0) {
      const next = Math.min(left, chunk.length);
      yield next === chunk.length ? chunk : chunk.subarray(0, next);
      left -= next;
      sent += next;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(generate()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    /** How much of the file the server has pulled so far. */
    sent: () => sent,
  };
}

/** A ZIP archive of the given files (deflated), as Office documents are. */
export function zipArchive(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const body = rawDeflate(data);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    // The fields both headers carry: version needed, flags, method (deflate), time and date, crc, sizes, name length.
    const shared: Field[] = [
      [2, 20],
      [2, 0],
      [2, 8],
      [4, 0],
      [4, crc],
      [4, body.length],
      [4, data.length],
      [2, nameBytes.length],
    ];
    const local = littleEndian([[4, 0x04034b50], ...shared, [2, 0]]);
    locals.push(local, nameBytes, body);
    // Then: version made by first; extra, comment, disk, internal and external attributes zero; the local header's offset.
    const central = littleEndian([[4, 0x02014b50], [2, 20], ...shared, [2, 0], [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]]);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A header field: its width in bytes and its value. */
type Field = [2 | 4, number];

/** The fields written one after another, little-endian, as ZIP headers are. */
function littleEndian(fields: Field[]): Buffer {
  const buffer = Buffer.alloc(fields.reduce((size, [width]) => size + width, 0));
  let at = 0;
  for (const [width, value] of fields) {
    at = width === 2 ? buffer.writeUInt16LE(value, at) : buffer.writeUInt32LE(value, at);
  }
  return buffer;
}

function rawDeflate(data: Buffer): Buffer {
  // zlib framing (2-byte header, 4-byte Adler-32 trailer) around the raw deflate stream ZIP wants.
  const framed = deflateSync(data);
  return framed.subarray(2, framed.length - 4);
}

const contentTypesXml = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="${main}"/></Types>`;

/** Small real files of each accepted type, and some that are not. */
export const samples = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from([0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
    Buffer.from([0x1f, 0x15, 0xc4, 0x89]),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('IEND'),
    Buffer.from([0xae, 0x42, 0x60, 0x82]),
  ]),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64, 0),
    Buffer.from([0xff, 0xd9]),
  ]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(18, 0)]),
  docx: zipArchive({
    '[Content_Types].xml': contentTypesXml(
      '/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    ),
    'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  }),
  xlsx: zipArchive({
    '[Content_Types].xml': contentTypesXml(
      '/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    ),
    'xl/workbook.xml': '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
  }),
  zip: zipArchive({ 'notes.md': '# not an office file' }),
  csv: Buffer.from('name,amount\nAsha Rao,1200\nÉmile,₹1\n'),
  text: Buffer.from('Director identification number: 01234567\n'),
  html: Buffer.from('<!DOCTYPE html>\n<html><body><script>alert(document.cookie)</script></body></html>\n'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0), Buffer.from('PE\0\0'), Buffer.alloc(64, 0)]),
  binary: Buffer.from([0x00, 0x01, 0x02, 0xfe, 0xff, 0x00, 0x10, 0x20]),
};

/** Every file under a folder (recursively), or none when the folder does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    if (!statSync(dir).isDirectory()) return [];
  } catch {
    return [];
  }
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((entry) => statSync(path.join(dir, entry)).isFile());
}
