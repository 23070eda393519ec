import { useQuery } from '@tanstack/react-query';
import { Download, ReceiptText } from 'lucide-react';
import { formatMoney } from '@charter/shared';
import { orderQueries } from '../api/queries';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format-date';

/** The order's invoice and credit notes, each a PDF download (issued when it is paid, and with a refund). */
export function OrderInvoices({ orderId, paid }: { orderId: string; paid: boolean }) {
  const invoices = useQuery(orderQueries.invoices(orderId, { paid }));
  return (
    <QueryState
      query={invoices}
      what="invoices"
      isEmpty={(data) => data.documents.length === 0}
      empty={paid ? 'Your invoice is being issued…' : 'Your invoice is issued when the order is paid.'}
    >
      {({ documents }) => (
        <ul className="grid grid-cols-1 gap-2" aria-label="Invoices and credit notes">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center gap-3 rounded-lg border border-line p-3">
              <ReceiptText className="size-5 shrink-0 text-muted" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                {/* The number whole, on a line of its own when the title leaves no room (375 px), never cut. */}
                <p className="font-medium text-ink">
                  {document.title} <span className="whitespace-nowrap">{document.number}</span>
                </p>
                <p className="text-xs text-muted tabular-nums">
                  {formatDate(document.issued_on)} · {formatMoney(document.total_minor, document.currency)}
                  {document.invoice_number ? ` · against ${document.invoice_number}` : ''}
                </p>
              </div>
              <a
                href={document.download_url}
                download
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-accent-700 hover:bg-accent-50"
                aria-label={`Download ${document.title.toLowerCase()} ${document.number}`}
              >
                <Download className="size-4" aria-hidden="true" />
                PDF
              </a>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
