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

/** A short message in the fields' red, read out at once: what a form still needs, why a step failed. Nothing without one. */
export function AlertText({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {children}
    </p>
  );
}
