import { Bell, CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { NotificationSettings } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { formatCalendarDate, formatLocalDate } from '@/lib/format-date';
import { useCreateCalendarFeed } from '../api/use-create-calendar-feed';
import { useNotificationSettings } from '../api/use-notification-settings';
import { useRevokeCalendarFeed } from '../api/use-revoke-calendar-feed';
import { useUpdateNotificationSettings } from '../api/use-update-notification-settings';
import { useBeforeHydration } from '@/lib/prerendered';

async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (an old browser, an iframe): select the text so Ctrl/Cmd+C works.
    field?.select();
    return false;
  }
}

/** My email reminders and my calendar subscription for one company: personal settings, open to every role. */
export function CalendarPanel({ companyId }: { companyId: string }) {
  const settings = useNotificationSettings(companyId);
  return (
    <QueryState query={settings} what="reminders" failed="Your reminder settings could not be loaded.">
      {(data) => <ReminderSettings companyId={companyId} settings={data} />}
    </QueryState>
  );
}

function ReminderSettings({ companyId, settings }: { companyId: string; settings: NotificationSettings }) {
  const update = useUpdateNotificationSettings(companyId);
  const create = useCreateCalendarFeed(companyId);
  const revoke = useRevokeCalendarFeed(companyId);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const switchLabel = useId();
  // The server draws this panel on the compliance page without the viewer's zone: the link's UTC date, then the local one.
  const drawnByServer = useBeforeHydration();
  const formatSince = (instant: string) => (drawnByServer ? formatCalendarDate(instant) : formatLocalDate(new Date(instant)));

  const { reminders_enabled: enabled, calendar } = settings;
  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (feed) => setFeedUrl(feed.url),
      onError: () => toast.error('The calendar link could not be made. Please try again.'),
    });

  return (
    <Card data-testid="calendar-panel">
      <CardHeader>
        <CardTitle>Reminders and calendar</CardTitle>
        <CardDescription>Your own settings for this company; other members keep theirs.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="flex items-start gap-3">
          <Bell className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <div className="flex items-center justify-between gap-3">
              <span id={switchLabel} className="text-sm font-semibold text-ink">
                Email reminders
              </span>
              <Switch
                checked={enabled}
                labelledBy={switchLabel}
                disabled={update.isPending}
                onCheckedChange={(on) =>
                  update.mutate(
                    { reminders_enabled: on },
                    {
                      onSuccess: (next) => toast.success(next.reminders_enabled ? 'Email reminders are on' : 'Email reminders are off'),
                      onError: () => toast.error('Your reminder setting could not be saved. Please try again.'),
                    },
                  )
                }
              />
            </div>
            <p className="mt-1 text-sm text-muted">
              One email a day, when something is due in 30, 7 or 1 days, or has just become overdue. Filings you mark done stop reminding
              you.
            </p>
          </div>
        </div>

        <div className="flex items-start gap-3">
          <CalendarPlus className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
          <div className="grid min-w-0 flex-1 gap-3">
            <div>
              <p className="text-sm font-semibold text-ink">Subscribe in your calendar</p>
              <p className="mt-1 text-sm text-muted">
                Every open deadline as an all-day event, with alerts 7 days and 1 day before. Your calendar keeps it up to date.
              </p>
            </div>
            {feedUrl ? (
              <>
                <div className="flex gap-2">
                  <Input
                    ref={setField}
                    readOnly
                    value={feedUrl}
                    aria-label="Calendar link"
                    className="min-w-0 flex-1 font-mono text-xs"
                    onFocus={(event) => event.target.select()}
                  />
                  <Button
                    variant="secondary"
                    onClick={() =>
                      void copyText(feedUrl, field).then((copied) =>
                        copied
                          ? toast.success('Calendar link copied')
                          : toast.message('Press Ctrl+C (⌘C on a Mac) to copy the selected link'),
                      )
                    }
                  >
                    <Copy aria-hidden="true" />
                    Copy
                  </Button>
                </div>
                <p className="text-xs text-muted">
                  Keep this link private: anyone with it can read these deadlines. It is shown only now; make a new one any time.
                </p>
                <ul className="grid gap-1 text-sm text-ink">
                  <li>
                    <strong>Google Calendar:</strong> Other calendars → + → From URL, then paste the link.
                  </li>
                  <li>
                    <strong>Apple Calendar:</strong> File → New Calendar Subscription, then paste the link.
                  </li>
                  <li>
                    <strong>Outlook:</strong> Add calendar → Subscribe from web, then paste the link.
                  </li>
                </ul>
              </>
            ) : calendar.active ? (
              <p className="text-sm text-ink">
                A calendar link is active since {calendar.created_at ? formatSince(calendar.created_at) : 'earlier'}. For your privacy it is
                not shown again; make a new one to see it (the old one then stops working).
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={calendar.active || feedUrl ? 'secondary' : 'primary'}
                loading={create.isPending}
                onClick={makeLink}
              >
                {calendar.active || feedUrl ? 'Make a new link' : 'Create calendar link'}
              </Button>
              {(calendar.active || feedUrl) && (
                <Button
                  size="sm"
                  variant="ghost"
                  loading={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(undefined, {
                      onSuccess: () => {
                        setFeedUrl(null);
                        toast.success('Calendar link turned off');
                      },
                      onError: () => toast.error('The calendar link could not be turned off. Please try again.'),
                    })
                  }
                >
                  Turn off
                </Button>
              )}
            </div>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
