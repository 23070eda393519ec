import { Link, Section, Text } from '@react-email/components';
import { MailFrame, colors } from './mail-layout';

export interface DigestCompany {
  name: string;
  complianceUrl: string;
  unsubscribeUrl: string;
  items: { name: string; dueDate: string; when: string; penalty: string | null }[];
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
export const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** The daily reminder digest: each company's items as a list, then its calendar link and its unsubscribe link. */
export function ReminderDigest({ userName, companies }: { userName: string; companies: DigestCompany[] }) {
  return (
    <MailFrame preview="These deadlines need your attention" heading={`Hello ${userName}, these deadlines need your attention`} width={560}>
      {companies.map((company) => (
        <Section key={company.name}>
          <h2 style={{ fontSize: 16, margin: '24px 0 8px' }}>{company.name}</h2>
          <ul style={{ paddingLeft: 20, margin: 0 }}>
            {company.items.map((item) => (
              <li key={`${item.name}|${item.dueDate}`} style={{ margin: '0 0 8px' }}>
                <strong>{item.name}</strong>: due {formatDate(item.dueDate)} ({item.when})
                {item.penalty ? (
                  <>
                    <br />
                    <span style={{ color: colors.muted, fontSize: 13 }}>If late: {item.penalty}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <Text style={{ margin: '12px 0' }}>
            Open the compliance calendar: <Link href={company.complianceUrl}>{company.complianceUrl}</Link>
          </Text>
          <Text style={{ color: colors.muted, fontSize: 12, margin: 0 }}>
            Stop these reminders for {company.name}: <Link href={company.unsubscribeUrl}>{company.unsubscribeUrl}</Link>
          </Text>
        </Section>
      ))}
    </MailFrame>
  );
}
