import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JurisdictionDay } from '../../lib/jurisdiction-today';
import { reminderDeliveries, reminderDigests } from '../../db/schema';

export type ReminderLead = (typeof reminderDeliveries.$inferSelect)['lead'];

export interface DueReminder {
  requirementId: string;
  companyId: string;
  companyName: string;
  name: string;
  dueDate: string;
  penalty: string | null;
  lead: ReminderLead;
  today: string;
  userId: string;
  email: string;
  userName: string;
  unsubscribeToken: string;
}

/** A row of the scan query as the driver returns it (dates and uuids selected as text). */
interface RawDueReminder {
  requirement_id: string;
  company_id: string;
  company_name: string;
  name: string;
  due_date: string;
  penalty: string | null;
  lead: ReminderLead;
  today: string;
  user_id: string;
  email: string;
  user_name: string;
  unsubscribe_token: string;
}

/** The order of a reminder's lead times: a later one supersedes the earlier ones. */
export const leadOffsets: Record<ReminderLead, number> = { '30d': -30, '7d': -7, '1d': -1, overdue: 1 };

export const remindersRepository = {
  /**
   * Every reminder due now and not yet sent, in one set-based query over all companies (the scan's hot path; it reads
   * requirements, companies, members and users together, which is why it lives here and not behind four services).
   * Per open dated occurrence, the latest lead whose day has come (within the catch-up window and not before the
   * occurrence was planned); per member with reminders on; skipping members whose digest for `digestDate` went out.
   */
  async findDue(db: Db, days: JurisdictionDay[], digestDate: string, catchUpDays: number): Promise<DueReminder[]> {
    if (days.length === 0) return [];
    const jurisdictions = sql.join(
      days.map((day) => sql`(${day.country}, ${day.state}, ${day.today}::date)`),
      sql`, `,
    );
    const leads = sql.join(
      Object.entries(leadOffsets).map(([lead, offset]) => sql`(${lead}, ${offset}::int)`),
      sql`, `,
    );
    const todays = days.map((day) => day.today).sort();
    const result = await db.execute(sql`
      with j(country, state, today) as (values ${jurisdictions}),
      l(lead, offset_days) as (values ${leads}),
      candidates as (
        select r.id as requirement_id, r.company_id, c.name as company_name, r.name, r.due_date, r.penalty,
               l.lead, j.today, r.due_date + l.offset_days as trigger_date
        from compliance_requirements r
        join companies c on c.id = r.company_id and c.archived_at is null
        join j on j.country = c.country and j.state = c.state
        cross join l
        where r.status <> 'completed' and r.due_date is not null
          and r.due_date between ${todays[0]}::date - ${catchUpDays + 1}::int and ${todays.at(-1)}::date + 30
          and r.due_date + l.offset_days <= j.today
          and r.due_date + l.offset_days >= greatest(j.today - ${catchUpDays}::int, (r.created_at at time zone 'UTC')::date)
          and (l.lead = 'overdue' or r.due_date >= j.today)
      ),
      latest as (
        select distinct on (requirement_id) * from candidates order by requirement_id, trigger_date desc
      )
      select latest.requirement_id, latest.company_id, latest.company_name, latest.name, latest.due_date::text as due_date,
             latest.penalty, latest.lead, latest.today::text as today, m.user_id, u.email, u.name as user_name,
             m.unsubscribe_token::text as unsubscribe_token
      from latest
      join company_members m on m.company_id = latest.company_id and m.reminders_enabled
      join users u on u.id = m.user_id
      where not exists (
          select 1 from reminder_deliveries d
          where d.requirement_id = latest.requirement_id and d.user_id = m.user_id and d.lead = latest.lead)
        and not exists (select 1 from reminder_digests g where g.user_id = m.user_id and g.digest_date = ${digestDate}::date)
      order by m.user_id, latest.company_name, latest.company_id, latest.due_date, latest.name`);
    // node-postgres and PGlite both answer { rows }; the shared Db type leaves the raw result untyped.
    const { rows } = result as { rows: RawDueReminder[] };
    return rows.map((row) => ({
      requirementId: row.requirement_id,
      companyId: row.company_id,
      companyName: row.company_name,
      name: row.name,
      dueDate: row.due_date,
      penalty: row.penalty,
      lead: row.lead,
      today: row.today,
      userId: row.user_id,
      email: row.email,
      userName: row.user_name,
      unsubscribeToken: row.unsubscribe_token,
    }));
  },

  /** Claims the user's digest for the day; false when one was already sent (a second scan the same day). */
  async claimDigest(db: Db, userId: string, digestDate: string, itemCount: number): Promise<boolean> {
    const rows = await db
      .insert(reminderDigests)
      .values({ userId, digestDate, itemCount })
      .onConflictDoNothing()
      .returning({ userId: reminderDigests.userId });
    return rows.length === 1;
  },

  async recordDeliveries(db: Db, rows: (typeof reminderDeliveries.$inferInsert)[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(reminderDeliveries).values(rows).onConflictDoNothing();
  },
};
