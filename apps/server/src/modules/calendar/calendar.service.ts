import ical, { escape, ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { CALENDAR_ALARM_DAYS, type Requirement } from '@charter/shared';
import { AppError } from '../../http/app-error';
import type { ComplianceService } from '../compliance/compliance.service';
import type { CompaniesService } from '../companies/companies.service';
import type { MembersService } from '../companies/members.service';

interface Deps {
  members: MembersService;
  companies: CompaniesService;
  compliance: ComplianceService;
  appUrl: string;
}

const FEED_NOT_FOUND = 'This calendar link is not valid any more. Make a new one on your compliance page.';

function description(requirement: Requirement, complianceUrl: string): string {
  return [
    requirement.description,
    requirement.penalty ? `If late: ${requirement.penalty}` : null,
    `Legal source: ${requirement.source_url}`,
    `Open in Charter: ${complianceUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The per-member calendar feed (RFC 5545): an all-day event per open obligation, with alarms before it. UIDs are the
 * occurrences' ids, so a calendar app that polls again updates its events instead of adding new ones.
 */
export function createCalendarService({ members, companies, compliance, appUrl }: Deps) {
  return {
    async feed(secret: string): Promise<string> {
      const owner = await members.calendarFeedOwner(secret);
      if (!owner) throw new AppError('NOT_FOUND', FEED_NOT_FOUND);
      const { actor, companyId } = owner;
      const [company, list] = await Promise.all([companies.get(actor, companyId), compliance.list(actor, companyId)]);
      const complianceUrl = `${appUrl}/compliance?company=${companyId}`;
      const calendar = ical({
        // ical-generator escapes the events' text (RFC 5545 §3.3.11) but writes the calendar's NAME and X-WR-CALNAME
        // as given: a line break in a company name would start properties, even events, of its own.
        name: escape(`${company.name} · compliance deadlines`, false),
        method: ICalCalendarMethod.PUBLISH,
        prodId: { company: 'Charter', product: 'Compliance calendar' },
      });
      for (const requirement of list.requirements) {
        if (requirement.status === 'completed' || !requirement.due_date) continue;
        const event = calendar.createEvent({
          id: `${requirement.id}@charter`,
          start: new Date(`${requirement.due_date}T00:00:00Z`),
          allDay: true,
          summary: requirement.name,
          description: description(requirement, complianceUrl),
          url: complianceUrl,
        });
        for (const days of CALENDAR_ALARM_DAYS) {
          event.createAlarm({
            type: ICalAlarmType.display,
            triggerBefore: days * 86_400,
            description: `${requirement.name} is due in ${days} ${days === 1 ? 'day' : 'days'}`,
          });
        }
      }
      return calendar.toString();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
