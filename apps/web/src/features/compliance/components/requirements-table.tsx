import { Check, ChevronRight, CircleHelp, ExternalLink, RotateCcw } from 'lucide-react';
import { AnswerFactControl } from './answer-fact';
import { BuyRequirementButton } from './buy-requirement';
import { AssumedDoneNote } from './past-filing-answer';
import { useId, useState, type CSSProperties } from 'react';
import { dueDateHelperText, formatMajor, formatMoney, type Requirement } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { PriceWithFee } from '@/components/ui/price-with-fee';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/format-date';
import { useMediaQuery } from '@/lib/use-media-query';
import { dueTone, dueToneClass, statusLabels, statusTones } from '../lib/compliance-view';

interface RequirementsTableProps {
  requirements: readonly Requirement[];
  /** Names the table (or list) for screen readers, e.g. the group it shows. */
  caption?: string;
  /** The date the list was computed for (the company's "today"): due-date helper text counts from it. */
  asOf: string;
  /** Absent for a member who may only read (a viewer): no Mark done / Reopen is offered. */
  onSetStatus?: ((requirement: Requirement, status: 'pending' | 'completed') => void) | undefined;
  /** The requirement whose status change is in flight. */
  updatingId?: string | undefined;
}

const urgencyLabels = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/**
 * The requirements of spec §2: a table on wide screens, stacked cards below 1280 px (two abreast from 1024 px). The columns have fixed widths so
 * the tables of successive groups line up.
 */
export function RequirementsTable({
  requirements,
  caption = 'Compliance requirements',
  asOf,
  onSetStatus,
  updatingId,
}: RequirementsTableProps) {
  const wide = useMediaQuery('(min-width: 1280px)');
  const rowProps = (requirement: Requirement) => ({
    requirement,
    asOf,
    onSetStatus,
    updating: updatingId === requirement.id,
    busy: updatingId !== undefined,
  });

  // Off screen, a group's list is not styled or laid out until it nears the screen (content-visibility): some 1,500 of
  // the page's 1,900 elements, which a phone styled and laid out again and again as the page streamed in (issue 33
  // §1). Until then it stands in a box at least as tall as its items can be (the tallest measured: a card 561 px at
  // 320 px wide, a pair of cards 411 px, a table row 203 px): too short a box let a script's layout of an undrawn item
  // (axe's) put it past the box, over the next heading.
  const items = { '--items': requirements.length } as CSSProperties;

  if (!wide) {
    return (
      <ul
        aria-label={caption}
        style={items}
        className="grid gap-3 [content-visibility:auto] [contain-intrinsic-block-size:auto_calc(var(--items)*600px)] lg:grid-cols-2 lg:[contain-intrinsic-block-size:auto_calc((var(--items)_+_1)*220px)]"
      >
        {requirements.map((requirement) => (
          <RequirementCard key={requirement.id} {...rowProps(requirement)} />
        ))}
      </ul>
    );
  }

  return (
    <div
      style={items}
      className="overflow-x-auto [content-visibility:auto] [contain-intrinsic-block-size:auto_calc(var(--items)*220px_+_60px)]"
    >
      <Table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableColumns
          className="font-semibold"
          headClassName="px-4 py-3"
          columns={[
            { label: 'Requirement', className: 'pl-6' },
            { label: 'Status', className: 'w-32' },
            { label: 'Due Date', className: 'w-40' },
            { label: 'Priority', className: 'w-24' },
            { label: 'Est. Time', className: 'w-24' },
            { label: 'Price', className: 'w-28 last:pr-4' },
            ...(onSetStatus ? [{ label: 'Action', className: 'w-40 pr-6 text-right last:pr-6' }] : []),
          ]}
        />
        <TableBody>
          {requirements.map((requirement) => (
            <RequirementRow key={requirement.id} {...rowProps(requirement)} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

interface RowProps {
  requirement: Requirement;
  asOf: string;
  onSetStatus: RequirementsTableProps['onSetStatus'];
  updating: boolean;
  busy: boolean;
}

function RequirementRow({ requirement, asOf, onSetStatus, updating, busy }: RowProps) {
  const nameId = useId();
  return (
    <TableRow className="border-b border-line align-top last:border-b-0">
      <TableCell className="py-4 pl-6 pr-4">
        <div className="grid gap-1.5">
          <RequirementName requirement={requirement} nameId={nameId} />
          <RequirementDetails requirement={requirement} />
        </div>
      </TableCell>
      <TableCell className="px-4 py-4">
        <StatusBadge requirement={requirement} className="whitespace-nowrap" />
      </TableCell>
      <TableCell className="px-4 py-4">
        <DueDate requirement={requirement} asOf={asOf} />
      </TableCell>
      <TableCell className="px-4 py-4 text-ink">{urgencyLabels[requirement.urgency]}</TableCell>
      <TableCell className="whitespace-nowrap px-4 py-4 tabular-nums text-ink">{estimatedTime(requirement)}</TableCell>
      <TableCell className="whitespace-nowrap px-4 py-4 tabular-nums text-ink last:pr-4">
        <Price requirement={requirement} />
      </TableCell>
      {onSetStatus && (
        <TableCell className="py-4 pl-4 pr-6 text-right last:pr-6">
          <div className="flex flex-col items-end gap-2">
            <StatusAction requirement={requirement} nameId={nameId} onSetStatus={onSetStatus} updating={updating} busy={busy} />
            <BuyRequirementButton requirement={requirement} nameId={nameId} />
          </div>
        </TableCell>
      )}
    </TableRow>
  );
}

function RequirementCard({ requirement, asOf, onSetStatus, updating, busy }: RowProps) {
  const nameId = useId();
  // Some 35 cards on a phone's page, most of its elements: each is laid out on the card's own grid (the name beside its
  // status, the facts in the list's columns) rather than in a box per row and per fact, a fifth fewer to style, lay
  // out and hydrate (issue 33 §1).
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-xl border border-line bg-white p-4">
      <RequirementName requirement={requirement} nameId={nameId} />
      <StatusBadge requirement={requirement} className="self-start whitespace-nowrap" />
      <RequirementDetails requirement={requirement} className="col-span-2" />
      <dl className="col-span-2 grid grid-cols-3 gap-x-4 border-t border-line pt-3 text-sm">
        <dt className={cn(factTerm, 'col-span-3')}>Due Date</dt>
        <DueDate requirement={requirement} asOf={asOf} as="dd" className="col-span-3 content-start" />
        <dt className={cn(factTerm, 'col-start-1 row-start-3 mt-2')}>Priority</dt>
        <dd className="col-start-1 row-start-4 text-ink">{urgencyLabels[requirement.urgency]}</dd>
        <dt className={cn(factTerm, 'col-start-2 row-start-3 mt-2')}>Est. Time</dt>
        <dd className="col-start-2 row-start-4 tabular-nums text-ink">{estimatedTime(requirement)}</dd>
        <dt className={cn(factTerm, 'col-start-3 row-start-3 mt-2')}>Price</dt>
        <dd className="col-start-3 row-start-4 tabular-nums text-ink">
          <Price requirement={requirement} />
        </dd>
      </dl>
      {onSetStatus && (
        <StatusAction
          requirement={requirement}
          nameId={nameId}
          onSetStatus={onSetStatus}
          updating={updating}
          busy={busy}
          className="col-span-2 w-full"
        />
      )}
      <BuyRequirementButton requirement={requirement} nameId={nameId} className="col-span-2 w-full" />
    </li>
  );
}

const factTerm = 'text-xs font-medium text-muted';

function StatusBadge({ requirement, className }: { requirement: Requirement; className: string }) {
  if (requirement.assumed_done) {
    return (
      <Badge tone="warning" className={className}>
        Assumed done
      </Badge>
    );
  }
  return (
    <Badge tone={statusTones[requirement.status]} className={className}>
      {statusLabels[requirement.status]}
    </Badge>
  );
}

function RequirementName({ requirement, nameId }: { requirement: Requirement; nameId: string }) {
  return (
    <p id={nameId} className="min-w-0 font-semibold text-ink">
      {requirement.name}
    </p>
  );
}

function RequirementDetails({ requirement, className }: { requirement: Requirement; className?: string }) {
  // The folded part renders once opened: forty rows of law text, reasons and links are most of the list's work.
  const [opened, setOpened] = useState(false);
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <div className="flex flex-wrap items-center gap-1.5">
        {requirement.applicability === 'conditional' ? (
          <Badge tone="neutral">Conditional</Badge>
        ) : (
          requirement.is_mandatory && <Badge tone="accent">Required</Badge>
        )}
        {requirement.question_id && (
          <Badge tone="warning" title="Listed until you answer the question above the list">
            Assumed
          </Badge>
        )}
        <Badge tone="neutral" className="uppercase tracking-wide">
          {requirement.business_type}
        </Badge>
        <span className="text-xs text-muted">{requirement.category}</span>
      </div>
      <AssumedDoneNote requirement={requirement} />
      {requirement.exposure && (
        <p className="text-sm font-medium text-red-700">
          Late fees so far:{' '}
          <span className="tabular-nums">{formatMoney(requirement.exposure.amount_minor, requirement.exposure.currency)}</span>
        </p>
      )}
      {/* What the law says, the penalty and the source fold away: a row is one line of decisions, not a page of text. */}
      <details className="group text-sm" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary className="inline-flex w-fit cursor-pointer list-none items-center gap-1 rounded-sm font-medium text-accent-700 [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden="true" />
          Details
          <span className="sr-only"> of {requirement.name}</span>
        </summary>
        {opened && (
          <div className="mt-1.5 grid gap-1.5">
            {requirement.reasons.length > 0 && (
              <div className="rounded-lg bg-slate-50 p-2.5" data-testid="why-this-applies">
                <p className="font-medium text-ink">Why this applies to you</p>
                <ul className="mt-1 grid gap-1">
                  {requirement.reasons.map((reason) => (
                    <li key={reason.text} className="flex gap-1.5 text-sm text-muted">
                      {reason.kind === 'unknown' ? (
                        <CircleHelp className="mt-0.5 size-3.5 shrink-0 text-amber-700" aria-label="Not known yet:" />
                      ) : (
                        <Check className="mt-0.5 size-3.5 shrink-0 text-green-700" aria-hidden="true" />
                      )}
                      <span>
                        {reason.text}
                        {reason.kind === 'unknown' && reason.facts[0] && <AnswerFactControl field={reason.facts[0]} />}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {requirement.description && <p className="text-sm text-muted">{requirement.description}</p>}
            {requirement.applicability === 'conditional' && requirement.condition_note && (
              <p className="text-sm text-muted">
                <span className="font-medium text-ink">Applies if: </span>
                {requirement.condition_note}
              </p>
            )}
            {requirement.penalty && (
              <p className="text-sm text-muted">
                <span className="font-medium text-ink">Penalty: </span>
                {requirement.penalty}
              </p>
            )}
            <a
              href={requirement.source_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-fit items-center gap-1 text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
            >
              Source
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only"> for {requirement.name} (opens in a new tab)</span>
            </a>
            <p className="text-xs text-muted">Checked against the source on {formatCalendarDate(requirement.last_verified)}</p>
          </div>
        )}
      </details>
    </div>
  );
}

/** The due date and how near it is; in a table's cell (a span) or as a card's definition (`as="dd"`). */
function DueDate({
  requirement,
  asOf,
  as: Wrapper = 'span',
  className,
}: {
  requirement: Requirement;
  asOf: string;
  as?: 'span' | 'dd';
  className?: string;
}) {
  if (requirement.status === 'completed') {
    return (
      <Wrapper className={cn('grid gap-0.5 whitespace-nowrap', className)}>
        <span className="tabular-nums text-ink">{requirement.due_date ? formatCalendarDate(requirement.due_date) : '—'}</span>
        {/* An assumed filing was not done on the day it was marked: that is only when the company was added. */}
        {requirement.completed_at && !requirement.assumed_done && (
          <span className="text-xs text-muted">Done {formatCalendarDate(requirement.completed_at)}</span>
        )}
      </Wrapper>
    );
  }
  if (!requirement.due_date) {
    return <Wrapper className={cn('text-muted', className)}>{requirement.period_label ?? 'No fixed date'}</Wrapper>;
  }
  return (
    <Wrapper className={cn('grid gap-0.5 whitespace-nowrap', className)}>
      <time dateTime={requirement.due_date} className="tabular-nums text-ink">
        {formatCalendarDate(requirement.due_date)}
      </time>
      <span className={cn('text-xs font-medium', dueToneClass[dueTone(requirement.due_date, asOf)])}>
        {dueDateHelperText(requirement.due_date, asOf)}
      </span>
      {requirement.period_label && <span className="text-xs text-muted">{requirement.period_label}</span>}
    </Wrapper>
  );
}

function Price({ requirement }: { requirement: Requirement }) {
  // No service in the catalogue fulfils it: nothing to buy (the company does it itself).
  if (requirement.price === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not for sale</span>
      </>
    );
  }
  if (requirement.platform_fee === null) return <>{formatMajor(requirement.price, requirement.currency)}</>;
  return <PriceWithFee price={requirement.price} platformFee={requirement.platform_fee} currency={requirement.currency} />;
}

function estimatedTime(requirement: Requirement): string {
  const days = requirement.estimated_completion_days;
  if (days === null) return '—';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

function StatusAction({
  requirement,
  nameId,
  onSetStatus,
  updating,
  busy,
  className,
}: {
  requirement: Requirement;
  nameId: string;
  onSetStatus: NonNullable<RequirementsTableProps['onSetStatus']>;
  updating: boolean;
  busy: boolean;
  className?: string;
}) {
  const completed = requirement.status === 'completed';
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-describedby={nameId}
      loading={updating}
      disabled={busy && !updating}
      onClick={() => onSetStatus(requirement, completed ? 'pending' : 'completed')}
    >
      {!updating && (completed ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />)}
      {completed ? 'Reopen' : 'Mark done'}
    </Button>
  );
}
