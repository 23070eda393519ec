import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// The house's data table (shadcn's Table shape): one look for every list of rows. A className given to a part wins
// over its defaults (tailwind-merge), so a column can be narrower or right-aligned without a new variant.

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table className={cn('w-full text-left text-sm', className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-line text-xs uppercase tracking-wide text-muted', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&>tr]:border-b [&>tr]:border-line [&>tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('align-top', className)} {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cn('py-2 pr-4 last:pr-0', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('py-3 pr-4 last:pr-0', className)} {...props} />;
}
