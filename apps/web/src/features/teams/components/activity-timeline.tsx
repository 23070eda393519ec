import { useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { AuditEvent, Currency } from '@charter/shared';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { timeAgo } from '@/lib/relative-time';
import { teamQueries } from '../api/queries';
import { describeEvent } from '../lib/describe-event';
import { teamsErrorMessage } from '../lib/teams-errors';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const actorNote: Record<AuditEvent['actor']['type'], string | null> = { user: null, staff: 'Charter staff', system: 'Automatic' };

/** Who changed what, and when: the company's audit log, newest first, a page at a time. */
export function ActivityTimeline({ companyId, currency }: { companyId: string; currency?: Currency }) {
  const activity = useInfiniteQuery(teamQueries.activity(companyId));
  const events = activity.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>Every change to this company’s details, filings and members, and who made it.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={activity} what="activity" failed={teamsErrorMessage(activity.error, 'The activity could not be loaded.')}>
          {() =>
            events.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-8 text-center">
                <History className="size-8 text-muted" aria-hidden="true" />
                <p className="font-medium text-ink">Nothing has happened yet</p>
                <p className="max-w-sm text-sm text-muted">Changes to the company, its filings and its members will show up here.</p>
              </div>
            ) : (
              <div className="grid gap-6">
                <ol className="grid gap-5" aria-label="Activity">
                  {events.map((event) => (
                    <ActivityItem key={event.id} event={event} currency={currency} />
                  ))}
                </ol>
                <LoadMore
                  query={activity}
                  what="activity"
                  failed={teamsErrorMessage(activity.error, 'More activity could not be loaded.')}
                  className="w-full sm:w-fit"
                />
                {!activity.hasNextPage && (activity.data?.pages.length ?? 0) > 1 && (
                  <p className="text-sm text-muted">That is everything since the company was added.</p>
                )}
              </div>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ActivityItem({ event, currency }: { event: AuditEvent; currency: Currency | undefined }) {
  const described = describeEvent(event, currency);
  const absolute = timeFormat.format(new Date(event.created_at));
  const ago = timeAgo(event.created_at);
  const note = actorNote[event.actor.type];
  return (
    <li className="flex gap-3" data-testid="activity-event">
      <Avatar name={event.actor.name} className="size-8" />
      <div className="min-w-0 flex-1 pt-1">
        <p className="text-sm break-words text-ink">{described.summary}</p>
        {described.details.length > 0 && (
          <ul className="mt-1 grid gap-0.5 text-sm break-words text-muted">
            {described.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
        <p className="mt-0.5 text-xs text-muted tabular-nums">
          <time dateTime={event.created_at} title={absolute}>
            {ago ? `${ago} · ${absolute}` : absolute}
          </time>
          {note && ` · ${note}`}
        </p>
      </div>
    </li>
  );
}
