import { Building2, Eye, Hammer, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { companyRoleLabels, type Company } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCalendarDate } from '@/lib/format-date';

/** The compliance page's own failure: the companies or the requirements did not load. */
export function ComplianceLoadFailed({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="max-w-md text-sm text-muted">Check your connection and try again.</p>
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

/** A date the server refuses to show the list "as of" (before incorporation, too far ahead), in its own words. */
export function AsOfRefused({ detail, onBack }: { detail: string; onBack: () => void }) {
  return (
    <p
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {detail.replace(/^as_of: /, '')}
      <Button variant="secondary" size="sm" onClick={onBack}>
        Back to today
      </Button>
    </p>
  );
}

/** Before the first company: what the page will do once there is one. */
export function NoCompanyYet({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState icon={Building2} title="No Company Yet" actions={<Button onClick={onAdd}>Create Your First Company</Button>}>
      Add your company and Charter works out which filings apply, when they are due and what is late.
    </EmptyState>
  );
}

/** For a member whose role may not mark filings done. */
export function ViewOnlyNote({ company }: { company: Company }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-line bg-white px-4 py-3 text-sm text-muted" data-testid="view-only-note">
      <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-medium text-ink">View only.</span>{' '}
        {company.role && `Your role in ${company.name} is ${companyRoleLabels[company.role].toLowerCase()}: `}
        you can follow its filings, but not mark them done.
      </span>
    </p>
  );
}

/** While the company is being formed: its formation steps live on the formation order. */
export function FormingStageNotice({ company }: { company: Company }) {
  return (
    <section
      aria-labelledby="forming-heading"
      className="flex flex-col gap-2 rounded-xl border border-accent-100 bg-accent-50 p-4 sm:flex-row sm:items-start sm:gap-3"
      data-testid="forming-stage"
    >
      <Hammer className="size-5 shrink-0 text-accent-700" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <h2 id="forming-heading" className="font-semibold text-ink">
          {company.name} is being formed
        </h2>
        <p className="text-muted">
          Its formation steps (name, signatures, the incorporation filing, {company.country === 'India' ? 'PAN and TAN' : 'the EIN'}) are on
          its formation order. Below is what falls due right after incorporation; the full calendar starts from the date on the certificate,
          once Charter records it.
        </p>
        <Link to="/orders" className="w-fit font-medium text-accent-700 underline-offset-4 hover:underline">
          See the formation steps
        </Link>
      </div>
    </section>
  );
}

/** Before incorporation a date ahead has no calendar: every date hangs on the day the certificate is issued. */
export function FormingAsOfNotice({ company, day, onBack }: { company: Company; day: string; onBack: () => void }) {
  return (
    <Card data-testid="forming-as-of">
      <CardContent className="grid gap-2 py-8 text-center">
        <h2 className="text-base font-semibold text-ink">Nothing is planned for {formatCalendarDate(day)} yet</h2>
        <p className="mx-auto max-w-xl text-sm text-muted">
          {company.name} is still being formed. Its filings fall due counting from the date on its certificate of incorporation, so Charter
          cannot say what will be pending on a later date until it records that date. Today&apos;s view lists what falls due right after
          incorporation.
        </p>
        <div>
          <Button variant="secondary" size="sm" onClick={onBack}>
            Back to today
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
