import { useQuery } from '@tanstack/react-query';
import { Inbox, Paperclip, RefreshCw } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { QueryState } from '@/components/ui/query-state';
import { systemQueries, type OutboxMessage } from '@/features/system/api/queries';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/** Plain text with its web addresses made clickable; everything else stays text (no HTML is interpreted). */
function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all text-accent-700 underline underline-offset-2 hover:text-accent-600">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function MessageCard({ message }: { message: OutboxMessage }) {
  const [showHtml, setShowHtml] = useState(false);
  return (
    <Card>
      <article className="grid gap-4 p-5 sm:p-6" aria-labelledby={`mail-${message.id}`}>
        <header className="grid gap-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <h2 id={`mail-${message.id}`} className="text-base font-semibold text-ink">
              {message.subject}
            </h2>
            <time dateTime={message.created_at} className="text-xs text-muted tabular-nums">
              {timeFormat.format(new Date(message.created_at))}
            </time>
          </div>
          <p className="text-sm text-muted">
            To: <span className="font-medium break-all text-ink">{message.to}</span>
          </p>
        </header>
        <pre className="overflow-x-auto rounded-lg bg-slate-50 p-4 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap text-ink">
          <LinkifiedText text={message.text} />
        </pre>
        {message.attachments.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Attachments">
            {/* The outbox keeps an attachment's name and size only; the file itself is on the order page. */}
            {message.attachments.map((file) => (
              <li
                key={file.filename}
                className="inline-flex items-center gap-1.5 rounded-md border border-line px-2.5 py-1 text-sm text-ink"
              >
                <Paperclip className="size-3.5 text-muted" aria-hidden="true" />
                <span className="break-all">{file.filename}</span>
                <span className="text-xs text-muted tabular-nums">{Math.max(1, Math.round(file.size / 1024))} KB</span>
              </li>
            ))}
          </ul>
        )}
        {message.html && (
          <div className="grid gap-3">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="justify-self-start"
              aria-expanded={showHtml}
              onClick={() => setShowHtml((shown) => !shown)}
            >
              {showHtml ? 'Hide HTML version' : 'Show HTML version'}
            </Button>
            {/* The HTML part is shown in a fully sandboxed frame: no scripts, no navigation, no same origin. */}
            {showHtml && (
              <iframe
                sandbox=""
                srcDoc={message.html}
                title={`HTML version of “${message.subject}”`}
                className="h-96 w-full rounded-lg border border-line bg-white"
              />
            )}
          </div>
        )}
      </article>
    </Card>
  );
}

/** /dev/mailbox: the embedded outbox, so login codes and links can be read without a mail server. */
export function DevMailboxPage() {
  useDocumentTitle('Dev mailbox');
  const mailbox = useQuery(systemQueries.mailbox());
  const unavailable = mailbox.error instanceof ApiError && mailbox.error.status === 404;

  return (
    <div className="min-h-dvh bg-canvas">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <a href="/" className="rounded-md" aria-label="Charter home">
            <Logo />
          </a>
          <Badge tone="warning">Development</Badge>
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight text-ink">Dev mailbox</h1>
            <p className="text-sm text-muted">Mail the app has sent through the embedded outbox, newest first.</p>
          </div>
          <Button type="button" variant="secondary" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
            {!mailbox.isFetching && <RefreshCw aria-hidden="true" />}
            Refresh
          </Button>
        </div>

        <QueryState
          query={mailbox}
          what="the mailbox"
          failed={
            unavailable
              ? 'The mailbox is only available in development with the embedded outbox.'
              : mailbox.error instanceof ApiError && mailbox.error.status === 0
                ? 'Could not reach the server. Is the API running?'
                : undefined
          }
        >
          {(messages) =>
            messages.length === 0 ? (
              <Card className="flex flex-col items-center gap-2 p-10 text-center">
                <Inbox className="size-8 text-slate-400" aria-hidden="true" />
                <p className="font-medium text-ink">No mail yet</p>
                <p className="text-sm text-muted">Sign up or request a login code and the message will appear here.</p>
              </Card>
            ) : (
              <ol className="grid gap-4" aria-label="Messages">
                {messages.map((message) => (
                  <li key={message.id}>
                    <MessageCard message={message} />
                  </li>
                ))}
              </ol>
            )
          }
        </QueryState>
      </main>
    </div>
  );
}

export { DevMailboxPage as Component };
