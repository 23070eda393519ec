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

/** A column: its name, and what its heading alone needs (a width, right alignment); `srOnly` names it only for screen readers. */
export type TableColumn = string | { label: string; className?: string; srOnly?: boolean };

export type TableColumnsProps = {
  columns: readonly TableColumn[];
  /** On the header, e.g. `font-semibold`. */
  className?: string;
  /** On every heading, e.g. `pr-3 font-medium`; a column's own className comes after it. */
  headClassName?: string;
};

/** A table's header row, from its column names: the one way a list's columns are headed. */
export function TableColumns({ columns, className, headClassName }: TableColumnsProps) {
  return (
    <TableHeader className={className}>
      <TableRow>
        {columns.map((column) => {
          const { label, className: own, srOnly = false } = typeof column === 'string' ? { label: column } : column;
          return (
            <TableHead key={label} className={cn(headClassName, own)}>
              {srOnly ? <span className="sr-only">{label}</span> : label}
            </TableHead>
          );
        })}
      </TableRow>
    </TableHeader>
  );
}
