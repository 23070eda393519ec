import { formatLocalDate } from '@/lib/format-date';

/** Spec §2 Recent Activity: Today, Yesterday, N days ago (within a week), else a short date; by the viewer's calendar. */
export function relativeDay(iso: string, now: Date = new Date()): string {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const then = new Date(iso);
  const days = Math.round((day(now) - day(then)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return formatLocalDate(then, { withYear: then.getFullYear() !== now.getFullYear() });
}
