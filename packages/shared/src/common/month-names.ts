/** The months by their English names, January first: the one list the rules engine and the web app write dates with. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month's name from its number (1 = January); '' for any other number. */
export const monthName = (month: number): string => monthNames[month - 1] ?? '';
