import { companyCountries, statesByCountry, type CompanyCountry } from '@charter/shared';

const pacificStates = new Set(['California', 'Washington', 'Oregon', 'Nevada']);
const mountainStates = new Set(['Arizona', 'Colorado', 'Idaho', 'Montana', 'New Mexico', 'Utah', 'Wyoming']);
const centralStates = new Set([
  'Alabama',
  'Arkansas',
  'Illinois',
  'Iowa',
  'Kansas',
  'Louisiana',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Nebraska',
  'North Dakota',
  'Oklahoma',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Wisconsin',
]);

/** The time zone whose calendar day decides a company's deadlines. */
export function jurisdictionTimeZone(country: CompanyCountry, state: string | null): string {
  if (country === 'India') return 'Asia/Kolkata';
  if (country === 'UK') return 'Europe/London';
  if (state && pacificStates.has(state)) return 'America/Los_Angeles';
  if (state && mountainStates.has(state)) return state === 'Arizona' ? 'America/Phoenix' : 'America/Denver';
  if (state && centralStates.has(state)) return 'America/Chicago';
  if (state === 'Alaska') return 'America/Anchorage';
  if (state === 'Hawaii') return 'Pacific/Honolulu';
  return 'America/New_York';
}

// One formatter per time zone: building one costs far more than formatting with it (the dashboard asks per task).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Today" as YYYY-MM-DD where the company files: 00:30 in Mumbai is already the next day there. */
export function todayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The calendar day in force for one jurisdiction (country, state) at a moment. */
export interface JurisdictionDay {
  country: string;
  state: string;
  today: string;
}

/** Today's date in every jurisdiction a company can be in: the daily scans ask the database per jurisdiction, not per company. */
export function jurisdictionDays(now: Date): JurisdictionDay[] {
  return companyCountries.flatMap((country) =>
    statesByCountry[country].map((state) => ({ country, state, today: todayIn(jurisdictionTimeZone(country, state), now) })),
  );
}
