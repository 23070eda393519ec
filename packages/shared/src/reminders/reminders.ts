import { z } from 'zod';
import { textSchema } from '../common/fields';

/** Days before the due date a reminder goes out; "overdue" is the day after the due date. */
export const REMINDER_LEAD_DAYS = [30, 7, 1] as const;
/** After an outage the scan sends what it missed within this many days, never older reminders. */
export const REMINDER_CATCH_UP_DAYS = 7;
/** Calendar alarms before each obligation's due date. */
export const CALENDAR_ALARM_DAYS = [7, 1] as const;

/** A member's own settings for one company: email reminders and the calendar feed. */
export const notificationSettingsSchema = z.object({
  reminders_enabled: z.boolean(),
  calendar: z.object({
    active: z.boolean(),
    /** When the current feed URL was made; the URL itself is shown only once, when it is made. */
    created_at: z.string().nullable(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const updateNotificationSettingsBodySchema = z.object({ reminders_enabled: z.boolean() }).strict();
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBodySchema>;

/** POST /api/companies/{id}/calendar-feed: a new secret URL (any older one stops working). */
export const calendarFeedSchema = z.object({ url: z.string(), created_at: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const unsubscribeBodySchema = z.object({ token: textSchema.trim().min(10).max(100) });
export const unsubscribeResponseSchema = z.object({ company_name: z.string(), reminders_enabled: z.literal(false) });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
