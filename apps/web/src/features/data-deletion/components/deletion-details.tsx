import type { DeletionStatus } from '@charter/shared';

export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (isoDay: string) => longDate(`${isoDay}T00:00:00Z`);
const kindLabel = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

/** What the law keeps after the erasure, until when and why; and what goes from it. */
export function RetentionDetails({ status }: { status: DeletionStatus }) {
  return (
    <div className="grid gap-3 text-sm" data-testid="retention">
      {status.retained.length === 0 ? (
        <p className="text-muted">There are no invoices or payments to keep: nothing stays after the deletion.</p>
      ) : (
        <>
          <p className="text-ink">The law makes us keep these records after the deletion, and we delete them after the date shown:</p>
          <ul className="grid gap-2">
            {status.retained.map((record) => (
              <li key={record.number} className="rounded-md border border-line px-3 py-2">
                <span className="font-medium text-ink">
                  {kindLabel[record.kind]} {record.number}
                </span>{' '}
                <span className="text-muted">of {day(record.issued_on)}</span> — kept until{' '}
                <span className="font-medium text-ink">{day(record.kept_until)}</span>
                <p className="mt-1 text-xs text-muted">{record.basis}</p>
              </li>
            ))}
          </ul>
          <details className="text-muted">
            <summary className="cursor-pointer text-ink">What a kept invoice still says, and what goes</summary>
            <p className="mt-2 font-medium text-ink">Kept</p>
            <ul className="ml-5 list-disc">
              {status.kept_fields.map((field) => (
                <li key={field}>{field}</li>
              ))}
            </ul>
            <p className="mt-2 font-medium text-ink">Removed</p>
            <ul className="ml-5 list-disc">
              {status.removed_fields.map((field) => (
                <li key={field}>{field}</li>
              ))}
            </ul>
          </details>
        </>
      )}
    </div>
  );
}
