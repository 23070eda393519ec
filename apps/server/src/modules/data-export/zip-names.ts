import { sanitiseFilename } from '../orders/document-files';

/**
 * Readable, unique paths inside the export ZIP: a company's folder is its name, a document keeps the name it was
 * uploaded with, and a second file of the same name in one folder becomes `name (2).pdf`.
 */
export class ZipNames {
  private readonly taken = new Set<string>();

  /** A folder under `parent` named after `name`, unique among its siblings. */
  folder(parent: string, name: string): string {
    return this.claim(parent, name.replace(/[/\\]/g, '-'));
  }

  /** A unique path for `filename` in `folder` (case-insensitively: unzipping on macOS or Windows keeps both). */
  claim(folder: string, filename: string): string {
    const safe = sanitiseFilename(filename);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    for (let copy = 1; ; copy += 1) {
      const path = `${folder}/${copy === 1 ? safe : `${stem} (${copy})${extension}`}`;
      if (!this.taken.has(path.toLowerCase())) {
        this.taken.add(path.toLowerCase());
        return path;
      }
    }
  }
}
