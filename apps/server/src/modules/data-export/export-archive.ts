import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { ExportFile } from './export-records.repository';

export interface ArchiveEntries {
  /** Small generated files (export.json, the CSVs, the README). */
  texts: Record<string, string>;
  files: ExportFile[];
}

/**
 * Streams the ZIP into file storage under `key`, holding at most one file's chunks in memory: yazl reads each entry's
 * stream only when its turn comes (addReadStreamLazy), and its output goes to a spool file and from there to storage
 * by stream (an S3 upload needs the length up front; the spool gives it). Uploads are stored without compression
 * (PDFs and images are compressed already), the JSON and CSVs deflated. `onFile` runs as each file is written.
 */
export async function writeExportArchive(
  storage: FileStorage,
  key: string,
  entries: ArchiveEntries,
  { openFile, onFile }: { openFile: (file: ExportFile) => Promise<Readable>; onFile: (done: number) => void },
): Promise<{ size: number }> {
  const spoolDir = await mkdtemp(path.join(tmpdir(), 'charter-export-'));
  const spool = path.join(spoolDir, 'export.zip');
  try {
    const zip = new ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(spool));
    const mtime = new Date();
    for (const [name, text] of Object.entries(entries.texts)) zip.addBuffer(Buffer.from(text, 'utf8'), name, { mtime });
    let done = 0;
    for (const file of entries.files) {
      zip.addReadStreamLazy(file.path, { mtime, compress: false }, (callback) => {
        openFile(file).then(
          (stream) => {
            // Counted once its bytes are all in the archive.
            finished(stream).then(
              () => onFile((done += 1)),
              () => undefined,
            );
            callback(null, stream);
          },
          (error: unknown) => callback(error as Error, undefined as unknown as Readable),
        );
      });
    }
    // A failed read (a missing stored file) is emitted by the ZipFile: it fails the whole archive.
    const failed = new Promise<never>((_, reject) => zip.on('error', reject));
    // Whichever settles second is no one's concern; a rejection left unhandled would end the process.
    for (const promise of [written, failed]) promise.catch(() => undefined);
    zip.end();
    await Promise.race([written, failed]);
    const { size } = await stat(spool);
    await storage.putFile(key, spool, { size, contentType: 'application/zip' });
    return { size };
  } finally {
    await rm(spoolDir, { recursive: true, force: true });
  }
}
