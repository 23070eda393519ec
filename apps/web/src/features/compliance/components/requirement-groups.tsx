import { ChevronDown } from 'lucide-react';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import type { Requirement } from '@charter/shared';
import { cn } from '@/lib/cn';
import { onServerOrHydrating } from '@/lib/prerendered';
import type { RequirementGroup } from '../lib/requirement-groups';
import { RequirementsTable } from './requirements-table';

interface RequirementGroupsProps {
  groups: readonly RequirementGroup[];
  asOf: string;
  /** Open Done from the start: the visitor asked for completed items (the Completed filter). */
  doneExpanded: boolean;
  onSetStatus?: ((requirement: Requirement, status: 'pending' | 'completed') => void) | undefined;
  updatingId?: string | undefined;
}

const countTone = {
  overdue: 'bg-red-50 text-red-800',
  soon: 'bg-amber-50 text-amber-800',
  later: 'bg-slate-100',
  assumed: 'bg-amber-50 text-amber-800',
  done: 'bg-slate-100',
};

/** The requirements under their group headings, each with its count; Done folds away until asked for. */
export function RequirementGroups({ groups, asOf, doneExpanded, onSetStatus, updatingId }: RequirementGroupsProps) {
  // Some 40 obligations, most below the fold: the page paints first and the list follows in a render React can pause
  // for input, instead of one long task holding both (Lighthouse mobile: the compliance page's longest task).
  // Drawn on the server, the list is part of the page from the start, and so of the render that hydrates it.
  const shown = useDeferredValue(groups, onServerOrHydrating() ? groups : []);
  return (
    <div className="divide-y divide-line">
      {shown.map((group) => (
        <GroupSection
          key={group.key}
          group={group}
          // Keyed by the filter's wish, so choosing Completed opens Done and leaving it folds Done again.
          {...(group.key === 'done' ? { collapsible: true, initiallyOpen: doneExpanded, resetKey: String(doneExpanded) } : {})}
          asOf={asOf}
          onSetStatus={onSetStatus}
          updatingId={updatingId}
        />
      ))}
    </div>
  );
}

interface GroupSectionProps extends Omit<RequirementGroupsProps, 'groups' | 'doneExpanded'> {
  group: RequirementGroup;
  collapsible?: boolean;
  initiallyOpen?: boolean;
  resetKey?: string;
}

function GroupSection({ group, collapsible = false, initiallyOpen = true, resetKey, asOf, onSetStatus, updatingId }: GroupSectionProps) {
  const headingId = useId();
  const contentId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [shownFor, setShownFor] = useState(resetKey);
  if (resetKey !== shownFor) {
    setShownFor(resetKey);
    setOpen(initiallyOpen);
  }
  const expanded = !collapsible || open;

  const label = (
    <>
      <span>{group.label}</span>
      <span className={cn('rounded-full px-2 text-xs tabular-nums', countTone[group.key])}>
        {group.requirements.length}
        <span className="sr-only"> {group.requirements.length === 1 ? 'item' : 'items'}</span>
      </span>
    </>
  );

  return (
    <section aria-labelledby={headingId} data-testid={`requirement-group-${group.key}`}>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {collapsible ? (
          <GroupToggle open={open} contentId={contentId} onToggle={() => setOpen((value) => !value)}>
            {label}
          </GroupToggle>
        ) : (
          <span className="flex items-center gap-2 px-4 py-3 sm:px-6">{label}</span>
        )}
      </h3>
      {expanded && (
        <div id={contentId} className="px-4 pb-4 sm:px-6 xl:px-0 xl:pb-0">
          <RequirementsTable
            requirements={group.requirements}
            caption={`${group.label}: compliance requirements`}
            asOf={asOf}
            onSetStatus={onSetStatus}
            updatingId={updatingId}
          />
        </div>
      )}
    </section>
  );
}

/** The Done group's Show/Hide. */
function GroupToggle({
  open,
  contentId,
  onToggle,
  children,
}: {
  open: boolean;
  contentId: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={contentId}
      onClick={onToggle}
      className="flex w-full items-center gap-2 px-4 py-3 text-left hover:bg-slate-50 sm:px-6"
    >
      <ChevronDown className={cn('size-4 text-muted transition-transform', !open && '-rotate-90')} aria-hidden="true" />
      {children}
      <span className="ml-auto text-xs font-medium text-muted">{open ? 'Hide' : 'Show'}</span>
    </button>
  );
}
