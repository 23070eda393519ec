import { useEffect } from 'react';
import { documentTitle } from './document-title';

/** Every route names its tab: `useDocumentTitle('Compliance', company?.name)` → "Compliance · Acme · Charter". */
export function useDocumentTitle(...parts: ReadonlyArray<string | null | undefined>): void {
  const title = documentTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
