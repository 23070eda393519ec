import { REMINDER_CATCH_UP_DAYS, dueDateHelperText } from '@charter/shared';
import { reminderDigestMail, type DigestCompany } from '../../adapters/mail/templates';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { jurisdictionDays } from '../../lib/jurisdiction-today';
import type { ComplianceService } from '../compliance/compliance.service';
import type { Mailer } from '../mail/mail.service';
import { leadOffsets, remindersRepository, type DueReminder, type ReminderLead } from './reminders.repository';

interface Deps {
  db: Db;
  clock: Clock;
  compliance: ComplianceService;
  mailer: Mailer;
  appUrl: string;
  /** The same day's webhook events (obligation due soon and overdue), after the plans are fresh. */
  deadlineWebhooks: () => Promise<{ deadlineEvents: number }>;
}

export interface ScanResult {
  replanned: number;
  digests: number;
  reminders: number;
  /** Obligation due-soon and overdue webhook events emitted (each to every endpoint subscribed). */
  deadlineEvents: number;
}

const leadOrder = Object.keys(leadOffsets) as ReminderLead[];

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Email reminders of open obligations 30, 7 and 1 days before they are due and the day they become overdue, in one
 * digest per person per day. Exactly once per (occurrence, lead time, person): the scan can run any number of times,
 * and after downtime it sends the latest reminder it missed (within the catch-up window) instead of skipping it.
 */
export function createRemindersService({ db, clock, compliance, mailer, appUrl, deadlineWebhooks }: Deps) {
  function digestFor(reminders: DueReminder[]): DigestCompany[] {
    return [...groupBy(reminders, (reminder) => reminder.companyId).values()].map((items) => ({
      name: items[0]!.companyName,
      complianceUrl: `${appUrl}/compliance?company=${items[0]!.companyId}`,
      unsubscribeUrl: `${appUrl}/unsubscribe?token=${items[0]!.unsubscribeToken}`,
      items: items.map((item) => ({
        name: item.name,
        dueDate: item.dueDate,
        when: dueDateHelperText(item.dueDate, item.today),
        penalty: item.penalty,
      })),
    }));
  }

  return {
    async scan(): Promise<ScanResult> {
      const replanned = await compliance.replanStale();
      const now = clock();
      // One digest per person per UTC day; the daily schedule runs at noon UTC, when every jurisdiction shares that date.
      const digestDate = now.toISOString().slice(0, 10);
      const due = await remindersRepository.findDue(db, jurisdictionDays(now), digestDate, REMINDER_CATCH_UP_DAYS);
      let digests = 0;
      for (const [userId, reminders] of groupBy(due, (reminder) => reminder.userId)) {
        const claimed = await db.transaction(async (tx) => {
          if (!(await remindersRepository.claimDigest(tx, userId, digestDate, reminders.length))) return false;
          await remindersRepository.recordDeliveries(
            tx,
            reminders.flatMap((reminder) => {
              const sent = leadOrder.indexOf(reminder.lead);
              return leadOrder.slice(0, sent + 1).map((lead, index) => ({
                requirementId: reminder.requirementId,
                userId,
                lead,
                status: index === sent ? ('sent' as const) : ('superseded' as const),
                digestDate,
              }));
            }),
          );
          // The digest mail commits with the claim and the deliveries: all of them or none.
          const first = reminders[0]!;
          await mailer.enqueue(reminderDigestMail(first.email, first.userName, digestFor(reminders)), {
            key: `reminder-digest:${userId}:${digestDate}`,
            executor: tx,
          });
          return true;
        });
        if (claimed) digests += 1;
      }
      const { deadlineEvents } = await deadlineWebhooks();
      return { replanned, digests, reminders: due.length, deadlineEvents };
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
