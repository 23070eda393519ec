import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  adminServiceBodyFromForm,
  adminServiceFormSchema,
  adminServiceToForm,
  currencies,
  emptyAdminServiceForm,
  formatMoney,
  serviceCategories,
  serviceCountries,
  serviceCurrencyByCountry,
  serviceFees,
  serviceLimits,
  typedAmountMinor,
  typedBasisPoints,
  type AdminService,
  type AdminServiceFormValues,
} from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useCreateAdminService, useUpdateAdminService } from '../api/mutations';

type FormOutput = z.output<typeof adminServiceFormSchema>;

const countryLabels = { India: 'India', US: 'USA', UK: 'UK' } as const;

/** The server names a body field ("professional_fees_minor: …"); the form's field of the same thing. */
const formFieldOf: Record<string, FieldPath<AdminServiceFormValues>> = {
  name: 'name',
  description: 'description',
  country: 'country',
  category: 'category',
  currency: 'currency',
  status: 'status',
  professional_fees_minor: 'professional_fees',
  govt_agency_fees_minor: 'govt_agency_fees',
  govt_agency_fees_max_minor: 'govt_agency_fees_max',
  govt_fee_basis: 'govt_fee_basis',
  tax_basis_points: 'tax_percentage',
  platform_fee_basis_points: 'platform_fee_percentage',
  processing_time: 'processing_time',
  cost_note: 'cost_note',
  dependencies: 'dependencies',
};

const textareaClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-400 focus-visible:border-accent-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-100 aria-invalid:border-red-500';

interface ServiceFormDialogProps {
  /** The service to edit; null opens the form for a new one. */
  service: AdminService | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create or edit a catalogue service (spec §9 defaults: India, Tax, INR, active). The server checks it all again. */
export function ServiceFormDialog({ service, open, onOpenChange }: ServiceFormDialogProps) {
  const create = useCreateAdminService();
  const update = useUpdateAdminService();
  const editing = service !== null;
  const form = useForm<AdminServiceFormValues, unknown, FormOutput>({
    resolver: zodResolver(adminServiceFormSchema),
    defaultValues: emptyAdminServiceForm,
  });
  const { errors } = form.formState;
  const saving = create.isPending || update.isPending;

  // Each opening starts from the service (or a blank form), not from what was typed last time.
  useEffect(() => {
    if (open) {
      form.reset(service ? adminServiceToForm(service) : emptyAdminServiceForm);
      create.reset();
      update.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening only
  }, [open, service]);

  const [currency, professional, government, tax, platform] = useWatch({
    control: form.control,
    name: ['currency', 'professional_fees', 'govt_agency_fees', 'tax_percentage', 'platform_fee_percentage'],
  });
  const fees = serviceFees({
    professional_minor: typedAmountMinor(professional, currency),
    government_minor: typedAmountMinor(government, currency),
    tax_basis_points: typedBasisPoints(tax),
    platform_fee_basis_points: typedBasisPoints(platform),
  });

  const failure = (error: Error) => {
    const action = editing ? 'Failed to update service' : 'Failed to add service';
    if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.detail) {
      const [field, ...rest] = error.detail.split(': ');
      const target = field ? formFieldOf[field] : undefined;
      if (target && rest.length > 0) {
        form.setError(target, { message: rest.join(': ') });
        toast.error(action);
        return;
      }
    }
    const detail = error instanceof ApiError && !error.isNetworkError ? error.detail : undefined;
    toast.error(action, detail ? { description: detail } : undefined);
  };

  const submit = form.handleSubmit((values) => {
    const body = adminServiceBodyFromForm(values);
    if (service) {
      update.mutate(
        { id: service.id, body },
        {
          onSuccess: (saved) => {
            toast.success('Service updated successfully', { description: saved.name });
            onOpenChange(false);
          },
          onError: failure,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (saved) => {
          toast.success('Service added successfully', { description: saved.name });
          onOpenChange(false);
        },
        onError: failure,
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent
        className="max-w-2xl"
        title={editing ? 'Edit service' : 'Add service'}
        description={
          editing ? 'Changes show on the products page at once.' : 'An active service shows on the products page as soon as it is saved.'
        }
      >
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={editing ? 'Edit service' : 'Add service'}>
          <Field label="Name" error={errors.name?.message}>
            <Input maxLength={serviceLimits.name.max + 10} {...form.register('name')} />
          </Field>
          <Field label="Description" error={errors.description?.message}>
            <textarea rows={3} className={textareaClass} {...form.register('description')} />
          </Field>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label="Country" error={errors.country?.message}>
              <Select
                {...form.register('country', {
                  // Each country's services are priced in its own currency: follow it (the field still says if it differs).
                  onChange: (event: { target: { value: keyof typeof serviceCurrencyByCountry } }) =>
                    form.setValue('currency', serviceCurrencyByCountry[event.target.value], { shouldValidate: form.formState.isSubmitted }),
                })}
              >
                <SelectOptions values={serviceCountries} label={(country) => countryLabels[country]} />
              </Select>
            </Field>
            <Field label="Category" error={errors.category?.message}>
              <Select {...form.register('category')}>
                <SelectOptions values={serviceCategories} />
              </Select>
            </Field>
            <Field label="Currency" error={errors.currency?.message}>
              <Select {...form.register('currency')}>
                <SelectOptions values={currencies} />
              </Select>
            </Field>
            <Field label="Status" error={errors.status?.message} hint="Inactive services are hidden from founders.">
              <Select {...form.register('status')}>
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </Select>
            </Field>
            <Field label={`Professional fee (${currency})`} error={errors.professional_fees?.message}>
              <Input inputMode="decimal" placeholder="4999" {...form.register('professional_fees')} />
            </Field>
            <Field label={`Government fee (${currency})`} error={errors.govt_agency_fees?.message}>
              <Input inputMode="decimal" placeholder="0" {...form.register('govt_agency_fees')} />
            </Field>
            <Field
              label={`Highest government fee (${currency}, optional)`}
              error={errors.govt_agency_fees_max?.message}
              hint="When the fee depends on the company; founders are charged the government fee above."
            >
              <Input inputMode="decimal" {...form.register('govt_agency_fees_max')} />
            </Field>
            <Field label="Processing time" error={errors.processing_time?.message}>
              <Input placeholder="7–10 working days" {...form.register('processing_time')} />
            </Field>
            <Field label="Tax (% of the professional fee)" error={errors.tax_percentage?.message} hint="India GST 18, UK VAT 20, US 0.">
              <Input inputMode="decimal" {...form.register('tax_percentage')} />
            </Field>
            <Field label="Platform fee (% of the professional fee)" error={errors.platform_fee_percentage?.message}>
              <Input inputMode="decimal" {...form.register('platform_fee_percentage')} />
            </Field>
          </div>
          <Field label="Government fee basis" error={errors.govt_fee_basis?.message} hint="What the authority charges and where it is set.">
            <Input {...form.register('govt_fee_basis')} />
          </Field>
          <Field label="Cost note (optional)" error={errors.cost_note?.message} hint="Said after the price, e.g. “per month”.">
            <Input {...form.register('cost_note')} />
          </Field>
          <Field
            label="Documents the founder shares (optional)"
            error={errors.dependencies?.message}
            hint={`One per line, at most ${serviceLimits.dependencies.max}; each becomes a task of the order.`}
          >
            <textarea rows={3} className={textareaClass} {...form.register('dependencies')} />
          </Field>

          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink" aria-live="polite">
            Founders pay <strong className="tabular-nums">{formatMoney(fees.total_minor, currency)}</strong>
            <span className="text-muted">
              {' '}
              (fee {formatMoney(fees.professional_minor, currency)} + government {formatMoney(fees.government_minor, currency)} + tax{' '}
              {formatMoney(fees.tax_minor, currency)} + platform {formatMoney(fees.platform_fee_minor, currency)})
            </span>
          </p>

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={saving}>
              {editing ? 'Save changes' : 'Add service'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
