import { CircleAlert, CircleCheck, Database, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REGISTRY_IMPORT_MAX_BYTES, type RegistryImportResult } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { QueryState } from '@/components/ui/query-state';
import { PanelHeading } from '@/components/ui/panel-heading';
import { ApiError } from '@/lib/api-client';
import { useRegistryImport } from '../api/mutations';
import { adminRegistryQueries } from '../api/queries';

const MAX_MB = REGISTRY_IMPORT_MAX_BYTES / 1024 / 1024;
const TOO_LARGE = `The file is larger than ${MAX_MB} MB. Import it on the server with npm run registry:import instead.`;
const number = new Intl.NumberFormat('en-IN');
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function importErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Import failed. Please try again.';
  if (error.code === 'PAYLOAD_TOO_LARGE') return TOO_LARGE;
  if (error.code === 'VALIDATION_FAILED' && error.detail) return error.detail;
  if (error.code === 'UNAUTHENTICATED') return 'Your admin session has ended. Sign in again to import.';
  return 'Import failed. Please try again.';
}

function resultSentence(result: RegistryImportResult): string {
  const imported = `Imported ${number.format(result.imported)} ${result.imported === 1 ? 'company' : 'companies'}.`;
  if (!result.first_skipped) return imported;
  const rows = `${number.format(result.skipped)} ${result.skipped === 1 ? 'row' : 'rows'}`;
  return `${imported} Skipped ${rows} (first: line ${result.first_skipped.line}, ${result.first_skipped.reason}).`;
}

/** The admin "Company directory" tab: what the embedded MCA directory holds, and a CSV upload to fill it. */
export function RegistryDirectoryPanel() {
  const stats = useQuery(adminRegistryQueries.directory());
  const importFile = useRegistryImport();
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    importFile.reset();
    if (!file) return;
    // Refused here too, so a big file is not uploaded only to be turned away.
    if (file.size > REGISTRY_IMPORT_MAX_BYTES) {
      setLocalError(TOO_LARGE);
      return;
    }
    setLocalError(null);
    importFile.mutate(file, {
      onSuccess: () => {
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  const error = localError ?? (importFile.isError ? importErrorMessage(importFile.error) : null);

  return (
    <Card>
      <CardContent className="grid gap-6">
        <PanelHeading title="Company directory" icon={Database}>
          The Ministry of Corporate Affairs company master data that founders search when they add an Indian company.
        </PanelHeading>

        <div aria-live="polite">
          <QueryState query={stats} what="the directory">
            {(data) => (
              <dl className="grid gap-4 sm:grid-cols-2">
                <div>
                  <dt className="text-sm text-muted">Companies</dt>
                  <dd className="text-2xl font-bold tabular-nums" data-testid="directory-count">
                    {number.format(data.record_count)}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">Last imported</dt>
                  <dd className="text-sm font-medium tabular-nums sm:pt-2">
                    {data.last_imported_at ? dateTime.format(new Date(data.last_imported_at)) : 'Never'}
                  </dd>
                </div>
                {data.record_count === 0 && (
                  <p className="text-sm text-amber-800 sm:col-span-2">
                    The directory is empty: founders are told so and enter their company’s details by hand until a file is imported.
                  </p>
                )}
                {!data.searched && (
                  <p className="text-sm text-muted sm:col-span-2">
                    India look-ups use the configured registry API, so founders do not search this directory.
                  </p>
                )}
              </dl>
            )}
          </QueryState>
        </div>

        <form onSubmit={submit} noValidate className="grid gap-3 border-t border-line pt-6">
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>MCA master data (CSV)</Label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={hintId}
              disabled={importFile.isPending}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setLocalError(null);
                importFile.reset();
              }}
              className="block w-full min-w-0 text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-slate-50"
            />
            <p id={hintId} className="text-sm text-muted">
              The Company Master Data file from data.gov.in (one per state), up to {MAX_MB} MB. Companies already in the directory are
              updated.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={importFile.isPending} disabled={!file}>
              {!importFile.isPending && <Upload aria-hidden="true" />}
              {importFile.isPending ? 'Importing…' : 'Import'}
            </Button>
            {importFile.isPending && file && <span className="text-sm text-muted">Reading {file.name}; large files take a minute.</span>}
          </div>
          {importFile.isSuccess && (
            <p role="status" className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{resultSentence(importFile.data)}</span>
            </p>
          )}
          {error && (
            <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{error}</span>
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
