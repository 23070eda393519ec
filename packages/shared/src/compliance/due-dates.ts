/** Days from `asOf` to `due` (negative when overdue); both YYYY-MM-DD. */
export function daysUntil(due: string, asOf: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${asOf}T00:00:00Z`)) / 86_400_000);
}

/** Spec §2: "N days overdue", "Due today" or "N days left". */
export function dueDateHelperText(due: string, asOf: string): string {
  const days = daysUntil(due, asOf);
  if (days < 0) return `${-days} ${-days === 1 ? 'day' : 'days'} overdue`;
  if (days === 0) return 'Due today';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}
