import { ChevronsUpDown } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { countryCodes, type Company } from '@charter/shared';
import { CountryCode } from '@/components/ui/country-code';
import { cn } from '@/lib/cn';

/**
 * The switcher's trigger: its name, test id and look, the same on the frame's button (company-switcher.tsx) and on the
 * menu's trigger once its code is there (company-switcher-menu.tsx), so nothing moves when the menu takes its place.
 */
export function switcherTriggerProps(
  selected: Company,
  className?: string,
): ButtonHTMLAttributes<HTMLButtonElement> & { 'data-testid': string } {
  return {
    'aria-label': `Switch company (current: ${selected.name})`,
    title: selected.name,
    'data-testid': 'company-switcher',
    className: cn(
      'inline-flex h-10 min-w-0 max-w-[10rem] items-center gap-2 rounded-lg border border-line bg-white px-2.5 text-left text-sm hover:bg-slate-50 data-[state=open]:border-accent-500 sm:max-w-[16rem]',
      className,
    ),
  };
}

export function SwitcherFace({ company }: { company: Company }) {
  return (
    <>
      <CountryCode code={countryCodes[company.country]} name={company.country} decorative />
      <span className="min-w-0 flex-1 leading-tight">
        <span className="block truncate font-medium text-ink">{company.name}</span>
        <span className="hidden truncate text-xs text-muted sm:block">
          {company.country} · {company.entity_type}
        </span>
      </span>
      <ChevronsUpDown className="size-4 shrink-0 text-muted" aria-hidden="true" />
    </>
  );
}
