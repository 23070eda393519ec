import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** A magnifier inside the box, where the search has no visible label beside it. */
  icon?: boolean;
};

/** A list's search box: a search input that hands over its text as it is typed. */
export function SearchInput({ value, onValueChange, icon = false, className, ...props }: SearchInputProps) {
  const input = (
    <Input
      type="search"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className={cn(icon && 'pl-9', className)}
      {...props}
    />
  );
  if (!icon) return input;
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      {input}
    </div>
  );
}
