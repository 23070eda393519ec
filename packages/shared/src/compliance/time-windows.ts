// No Zod here: the web app's first screens import these spans, and a Zod import would evaluate every schema at load.

/** Open and due within this many days, or overdue: urgent (spec §2: the due-date helper turns yellow at 7 days or fewer). */
export const URGENT_WITHIN_DAYS = 7;
/** Open and due within this many days: "Due in the next 30 days" on the compliance page; later ones wait below. */
export const DUE_SOON_WITHIN_DAYS = 30;

/** What if: profile changes that are not saved, and the date to look at (up to three years ahead). */
export const WHAT_IF_MAX_YEARS_AHEAD = 3;
