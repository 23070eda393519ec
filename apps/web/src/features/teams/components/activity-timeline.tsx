import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useActivity } from '../api/use-activity';
import { describeEvent } from '../lib/describe-event';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Who changed what, and when: the company's audit log, newest first. */
export function ActivityTimeline({ companyId }: { companyId: string }) {
  const activity = useActivity(companyId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>Every change to this company’s details, filings and members, with who made it.</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <Spinner label="Loading activity" className="py-8" />
        ) : activity.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-sm text-red-700">
              The activity could not be loaded.
            </p>
            <Button variant="secondary" onClick={() => void activity.refetch()}>
              Try again
            </Button>
          </div>
        ) : activity.data.pages[0]?.events.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <History className="size-4" aria-hidden="true" /> Nothing has changed yet.
          </p>
        ) : (
          <>
            <ol className="grid gap-4" aria-label="Activity">
              {activity.data.pages
                .flatMap((page) => page.events)
                .map((event) => {
                  const described = describeEvent(event);
                  return (
                    <li key={event.id} className="border-l-2 border-line pl-4" data-testid="activity-event">
                      <p className="text-sm text-ink">{described.summary}</p>
                      {described.details.length > 0 && (
                        <ul className="mt-1 text-sm text-muted">
                          {described.details.map((detail) => (
                            <li key={detail}>{detail}</li>
                          ))}
                        </ul>
                      )}
                      <p className="mt-0.5 text-xs text-muted tabular-nums">
                        <time dateTime={event.created_at}>{timeFormat.format(new Date(event.created_at))}</time>
                        {event.actor.type === 'staff' && ' · Charter staff'}
                      </p>
                    </li>
                  );
                })}
            </ol>
            {activity.hasNextPage && (
              <Button
                variant="secondary"
                className="mt-6"
                loading={activity.isFetchingNextPage}
                onClick={() => void activity.fetchNextPage()}
              >
                Load more
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
