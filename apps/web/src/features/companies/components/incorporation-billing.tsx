import { BillingDetailsForm, type useBillingDetails } from '@/components/invoices/billing-details-form';

/** The India wizard's optional invoice details: the checkout's own form, on the review step before Pay. */
export function IncorporationBilling({ billing }: { billing: ReturnType<typeof useBillingDetails> }) {
  return (
    <section aria-label="Invoice details" className="rounded-xl border border-line p-3">
      <BillingDetailsForm {...billing.form} />
      <p className="mt-2 text-xs text-muted">Left empty, the invoice names the new company and its state.</p>
    </section>
  );
}
