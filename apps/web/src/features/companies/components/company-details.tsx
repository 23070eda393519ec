import { BadgeCheck } from 'lucide-react';
import { countryCurrency, entityTypeLabels, formatMoney, type Company } from '@charter/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The company's facts as Charter holds them; the ones read from the MCA registry (and not edited since) say so. */
export function CompanyDetails({ company }: { company: Company }) {
  const money = (amount: number | null) =>
    amount === null ? null : formatMoney(Math.round(amount * 100), countryCurrency[company.country]);
  const rows: { field: keyof Company; label: string; value: string | null }[] = [
    { field: 'name', label: 'Legal name', value: company.name },
    { field: 'entity_type', label: 'Entity type', value: entityTypeLabels[company.entity_type] },
    { field: 'state', label: 'State', value: company.state },
    {
      field: 'registration_number',
      label: company.entity_type === 'LLP' ? 'LLPIN' : 'Registration number',
      value: company.registration_number,
    },
    { field: 'incorporation_date', label: 'Incorporated on', value: company.incorporation_date },
    { field: 'paid_up_capital', label: 'Paid-up capital', value: money(company.paid_up_capital) },
    { field: 'industry', label: 'Industry', value: company.industry },
    { field: 'num_employees', label: 'Employees', value: company.num_employees === null ? null : String(company.num_employees) },
    { field: 'turnover', label: 'Annual turnover', value: money(company.turnover) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company details</CardTitle>
        <CardDescription>What the compliance calendar is worked out from.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.field} className="min-w-0">
              <dt className="text-xs font-medium text-muted">{row.label}</dt>
              <dd className="break-words text-sm text-ink">
                {row.value ?? <span className="text-muted">Not given</span>}
                {company.registry_fields.includes(row.field) && (
                  <span className="ml-2 inline-flex items-center gap-1 text-xs font-medium text-green-800" data-testid="from-registry">
                    <BadgeCheck className="size-3.5" aria-hidden="true" />
                    From MCA registry
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
