/**
 * The next working day (Monday to Friday) after today in a zone, as YYYY-MM-DD: a date staff take consultations on
 * under the default hours (weekdays 09:00–19:00 Asia/Kolkata), whatever day the journey runs.
 */
export function nextWeekdayIn(zone = 'Asia/Kolkata'): string {
  for (let days = 1; ; days += 1) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(Date.now() + days * 86_400_000),
    );
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}
