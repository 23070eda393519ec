import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

interface AddRowButtonProps {
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  /** What it adds, e.g. "Add a test". */
  children: ReactNode;
}

/** Adds a row to a list being edited inside a form (a condition, a date): a small secondary button that never submits. */
export function AddRowButton({ onClick, disabled, className, children }: AddRowButtonProps) {
  return (
    <Button type="button" variant="secondary" size="sm" className={className} disabled={disabled} onClick={onClick}>
      <Plus aria-hidden="true" /> {children}
    </Button>
  );
}
