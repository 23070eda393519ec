import type { ReactNode } from 'react';

interface ListRowProps {
  /** The item's name. */
  title: ReactNode;
  /** Beside the name: its status, its role. */
  badges?: ReactNode;
  /** The button that opens or changes the item: beside it from small screens up, under it on a phone. */
  action?: ReactNode;
  /** Its details, a short line each. */
  children: ReactNode;
}

/** One item of a list of cards (bookings, tasks, staff accounts to review): name, badges, details and its button. */
export function ListRow({ title, badges, action, children }: ListRowProps) {
  return (
    <li className="grid grid-cols-1 gap-2 rounded-xl border border-line p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 grid-cols-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="break-words font-medium text-ink">{title}</p>
          {badges}
        </div>
        {children}
      </div>
      {action}
    </li>
  );
}
