import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { canUploadToTask, formatMegabytes, uploadRefusal, type OrderTask } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { DocumentList } from '@/components/ui/document-list';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { formatDate } from '@/lib/format-date';
import { useUploadDocument } from '../api/upload-document';
import { orderQueries } from '../api/queries';
import { AlertText } from '@/components/ui/form-error';

/** A task's documents (filename, uploaded-by role, date, download) and, where spec §4 allows, the upload control. */
export function TaskDocuments({ task, canWork = true }: { task: OrderTask; canWork?: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-2">
      <DocumentList
        documents={task.documents}
        describe={(document) => `${document.uploaded_by_role} · ${formatDate(document.uploaded_at)}`}
      />
      {canWork && canUploadToTask(task.status) && <UploadControl task={task} />}
    </div>
  );
}

function UploadControl({ task }: { task: OrderTask }) {
  const input = useRef<HTMLInputElement>(null);
  const limits = useQuery(orderQueries.uploadLimits());
  const { state, upload } = useUploadDocument();
  const [error, setError] = useState<string | null>(null);
  const errorId = `upload-error-${task.id}`;

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = limits.data ? uploadRefusal(file, limits.data) : null;
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    try {
      await upload(task.order_id, task.id, file);
      toast.success('Document uploaded successfully - Task marked as Submitted');
    } catch (failure) {
      const detail = apiErrorDetail(failure, 'Failed to upload document');
      setError(detail);
      toast.error(detail);
    }
  }

  const sending = state.status === 'sending';
  const percent = sending && state.total > 0 ? Math.min(100, Math.round((state.sent / state.total) * 100)) : 0;
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={limits.data?.extensions.join(',')}
        onChange={(event) => void chosen(event)}
        data-testid={`upload-input-${task.id}`}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="justify-self-start"
        disabled={sending}
        aria-describedby={error ? errorId : undefined}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        Upload
      </Button>
      {sending && (
        <div className="grid grid-cols-1 gap-1" role="status">
          <div
            className="h-2 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label={`Uploading ${state.filename}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="h-full bg-accent-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-muted">
            Uploading {state.filename}: {formatMegabytes(state.sent)} of {formatMegabytes(state.total)}
          </p>
        </div>
      )}
      <AlertText id={errorId}>{error}</AlertText>
      {!sending && limits.data && (
        <p className="text-xs text-muted">PDF, images, Word, Excel, CSV or text; up to {formatMegabytes(limits.data.max_bytes)}.</p>
      )}
    </div>
  );
}
