import { AlertCircle, Download, FileArchive, RefreshCw } from 'lucide-react';
import type { DataExport } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { formatLocalDateTime } from '@/lib/format-date';
import type { ExportSubject } from '../api/queries';
import { useDataExports, useRequestExport } from '../api/use-data-exports';

const numbers = new Intl.NumberFormat('en-IN');
const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/**
 * Export a company or one's whole account (issue 34 §1): ask, watch the job's real progress, download the ZIP while its
 * link works (24 hours, this account only), or try again after a failure.
 */
export function DataExportCard({ subject, title, description }: { subject: ExportSubject; title: string; description: string }) {
  const exports = useDataExports(subject);
  const request = useRequestExport(subject);
  const latest = exports.data?.exports[0];
  const busy = latest?.status === 'queued' || latest?.status === 'running';

  const start = () =>
    request.mutate(undefined, {
      onError: (error) => toast.error(apiErrorDetail(error, 'The export could not be started')),
    });

  return (
    <Card data-testid="data-export">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryState query={exports} what="your exports" failed="Your exports could not be loaded.">
          {(data) => <ExportState latest={data.exports[0]} />}
        </QueryState>
        {!busy && (
          <Button
            variant={latest?.status === 'ready' ? 'secondary' : 'primary'}
            className="w-fit"
            onClick={start}
            loading={request.isPending}
          >
            {latest?.status === 'failed' ? <RefreshCw aria-hidden="true" /> : <FileArchive aria-hidden="true" />}
            {latest?.status === 'failed' ? 'Try again' : latest ? 'Make a new export' : 'Export'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function ExportState({ latest }: { latest: DataExport | undefined }) {
  if (!latest) {
    return (
      <p className="text-sm text-muted">
        One ZIP with every record as JSON, spreadsheets (CSV) of obligations, orders, payments and activity, and every uploaded document and
        invoice. We email you the link when it is ready.
      </p>
    );
  }
  switch (latest.status) {
    case 'queued':
    case 'running': {
      const total = latest.files_total;
      const done = Math.min(latest.files_done, total);
      const label =
        latest.status === 'queued'
          ? 'Waiting to start…'
          : total === 0
            ? 'Collecting records…'
            : `Collecting ${numbers.format(done)} of ${numbers.format(total)} documents`;
      return (
        <div className="grid gap-2" role="status" aria-live="polite">
          <p className="text-sm font-medium text-ink">{label}</p>
          <progress
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-accent-600 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-accent-600"
            max={Math.max(total, 1)}
            value={total === 0 ? undefined : done}
            aria-label="Export progress"
          />
          <p className="text-xs text-muted">You can leave this page; we email you the link when it is ready.</p>
        </div>
      );
    }
    case 'ready':
      return (
        <div className="grid gap-2" role="status">
          <p className="text-sm text-ink">
            Ready{latest.size_bytes !== null ? ` · ${sizeLabel(latest.size_bytes)}` : ''} · {numbers.format(latest.files_total)}{' '}
            {latest.files_total === 1 ? 'file' : 'files'}
          </p>
          {latest.download_url && (
            <Button asChild className="w-fit">
              <a href={latest.download_url} download>
                <Download aria-hidden="true" />
                Download ZIP
              </a>
            </Button>
          )}
          {latest.expires_at && (
            <p className="text-xs text-muted">
              The link works until {formatLocalDateTime(new Date(latest.expires_at))}, only when you are signed in.
            </p>
          )}
        </div>
      );
    case 'failed':
      return (
        <p role="alert" className="flex items-start gap-2 text-sm text-red-700">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          The export failed: {latest.error ?? 'something went wrong.'}
        </p>
      );
    case 'expired':
      return <p className="text-sm text-muted">Your last export’s link has expired (links work for 24 hours). Make a new one.</p>;
  }
}
