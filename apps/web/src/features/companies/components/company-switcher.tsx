import { lazy, Suspense, useState } from 'react';
import { useSelectedCompany } from '../hooks/use-selected-company';
import { SwitcherFace, switcherTriggerProps } from './company-switcher-face';

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
