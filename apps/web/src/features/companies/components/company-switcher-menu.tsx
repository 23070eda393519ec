import { Check, Plus, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { countryCodes, entityTypeLabels, type Company } from '@charter/shared';
import { RoleBadge } from '@/components/ui/role-badge';
import { useSelectedCompany } from '../hooks/use-selected-company';
import { SwitcherFace, switcherTriggerProps } from './company-switcher-face';
import { AddCompanyDialog } from './add-company-dialog-lazy';
import { CountryCode } from '@/components/ui/country-code';

/**
 * The switcher's menu (company-switcher.tsx), a Radix menu so arrows, Enter, Escape and type-ahead work from the
 * keyboard. Loaded when the founder first reaches for the switcher, and opened as it mounts.
 */
export function CompanySwitcherMenu({ className }: { className?: string }) {
  const { companies, selected, select } = useSelectedCompany();
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();

  if (!selected) return null;
  return (
    <>
      <DropdownMenu.Root defaultOpen>
        <DropdownMenu.Trigger {...switcherTriggerProps(selected, className)}>
          <SwitcherFace company={selected} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] w-[min(20rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Label className="px-2.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
              Your companies
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={selected.id} onValueChange={select}>
              {companies.map((company) => (
                <DropdownMenu.RadioItem
                  key={company.id}
                  value={company.id}
                  className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
                >
                  <CompanyOption company={company} />
                  <DropdownMenu.ItemIndicator className="ml-auto">
                    <Check className="size-4 text-accent-600" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item
              onSelect={() => void navigate(`/companies/${selected.id}/settings`)}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium text-ink outline-none data-[highlighted]:bg-slate-100"
            >
              <Settings className="size-4" aria-hidden="true" />
              Company settings
            </DropdownMenu.Item>
            <DropdownMenu.Item
              onSelect={() => setAdding(true)}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium text-accent-700 outline-none data-[highlighted]:bg-accent-50"
            >
              <Plus className="size-4" aria-hidden="true" />
              Add Company
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <AddCompanyDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

function CompanyOption({ company }: { company: Company }) {
  return (
    <>
      <CountryCode code={countryCodes[company.country]} name={company.country} decorative />
      {/* Names wrap here: the trigger has to cut them, so the open menu is where they read whole. */}
      <span className="min-w-0 leading-tight">
        <span className="block font-medium break-words text-ink">{company.name}</span>
        <span className="block truncate text-xs text-muted">
          {company.country} · {entityTypeLabels[company.entity_type]}
        </span>
      </span>
      {/* Companies shared with me say how: a member or a viewer, not the owner. */}
      {company.role && company.role !== 'owner' && <RoleBadge role={company.role} className="shrink-0" />}
    </>
  );
}
