import type { ReactNode } from 'react';

/** One label and its value in a `<dl>`: stacked on a phone, a 9rem label column from small screens up. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-2">
      <dt className="font-medium text-muted">{label}</dt>
      {/* anywhere, not break-word: only it lets a long email narrow the column, so it wraps inside a dialog. */}
      <dd className="min-w-0 text-ink wrap-anywhere">{children}</dd>
    </div>
  );
}
