import { ChevronsUpDown } from 'lucide-react';
import { lazy, Suspense, useState, type ButtonHTMLAttributes } from 'react';
import { countryCodes, type Company } from '@charter/shared';
import { CountryCode } from '@/components/ui/country-code';
import { cn } from '@/lib/cn';
import { useSelectedCompany } from '../hooks/use-selected-company';

const importMenu = () => import('./company-switcher-menu');
const CompanySwitcherMenu = lazy(() => importMenu().then((module) => ({ default: module.CompanySwitcherMenu })));

/**
 * The nav company switcher (spec §2): shown once the user has a company; its menu lists each company's flag, name,
 * country and entity type (company-switcher-menu.tsx). The menu's code (Radix's menu, its layers and positioning,
 * ~50 KB) is not part of every signed-in page's start: the frame shows this button, whose first press, Enter, Space
 * or Arrow Down loads the menu and opens it in its place. Pointing at it or focusing it starts the download.
 */
export function CompanySwitcher({ className }: { className?: string }) {
  const { selected } = useSelectedCompany();
  const [wanted, setWanted] = useState(false);
  if (!selected) return null;
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...switcherTriggerProps(selected, className)}
      onPointerEnter={() => void importMenu()}
      onFocus={() => void importMenu()}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setWanted(true);
        }
      }}
    >
      <SwitcherFace company={selected} />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <CompanySwitcherMenu className={className} />
    </Suspense>
  );
}

/** The trigger's name, test id and look, the same before and after the menu's code is there. */
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
