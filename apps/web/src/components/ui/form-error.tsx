import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Why a form's request failed (the server's reason), read out at once; field messages stay with their fields. */
export function FormError({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn('rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800', className)}>
      {children}
    </p>
  );
}
