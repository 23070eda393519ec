import { Download, FileText } from 'lucide-react';
import type { ReactNode } from 'react';

interface ListedDocument {
  id: string;
  filename: string;
  size: number;
  download_url: string;
}

/** A task's or an order's files, each with a line about it (who uploaded it and when, then its size) and a download link. */
export function DocumentList<T extends ListedDocument>({
  documents,
  describe,
  empty = 'No documents yet.',
}: {
  documents: readonly T[];
  describe: (document: T) => ReactNode;
  /** The sentence when there are none. */
  empty?: string;
}) {
  if (documents.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="grid grid-cols-1 gap-2">
      {documents.map((document) => (
        <li key={document.id} className="flex items-center gap-3 rounded-lg border border-line p-2.5">
          <FileText className="size-5 shrink-0 text-muted" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-ink" title={document.filename}>
              {document.filename}
            </p>
            <p className="text-xs text-muted">
              {describe(document)} · {(document.size / 1024).toFixed(1)} KB
            </p>
          </div>
          <a
            href={document.download_url}
            download
            aria-label={`Download ${document.filename}`}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-accent-700 hover:bg-accent-50"
          >
            <Download className="size-4" aria-hidden="true" />
            Download
          </a>
        </li>
      ))}
    </ul>
  );
}
