import { formatMajor, type Service } from '@charter/shared';
import { AmountRow } from '@/components/ui/amount-row';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

interface ServiceDetailDialogProps {
  service: Service | null;
  onOpenChange: (open: boolean) => void;
  inCart: boolean;
  adding: boolean;
  onAdd: (service: Service) => void;
  /** Book Consultation about this service (the bookings feature's dialog, composed by the page). */
  onBook?: (service: Service) => void;
}

/** A service's detail (spec §2 Products): what it is, what it needs, how long it takes, and every part of its price. */
export function ServiceDetailDialog({ service, onOpenChange, inCart, adding, onAdd, onBook }: ServiceDetailDialogProps) {
  return (
    <Dialog open={service !== null} onOpenChange={onOpenChange}>
      {service && (
        <DialogContent title={service.name} description={service.description} className="max-w-lg">
          <dl className="grid grid-cols-1 gap-1 text-sm">
            <AmountRow label="Professional fee">{formatMajor(service.professional_fees, service.currency)}</AmountRow>
            <AmountRow label="Government fee">{formatMajor(service.govt_agency_fees, service.currency)}</AmountRow>
            <p className="pb-1 text-xs text-muted">{service.govt_fee_basis}</p>
            <AmountRow label={`Tax (${service.tax_percentage}% of the professional fee)`}>
              {formatMajor(service.tax, service.currency)}
            </AmountRow>
            <AmountRow label={`Platform fee (${service.platform_fee_percentage}% of the professional fee)`}>
              {formatMajor(service.platform_fee, service.currency)}
            </AmountRow>
            <AmountRow label="Total" total testId="service-total">
              {formatMajor(service.price, service.currency)}
            </AmountRow>
          </dl>
          <dl className="mt-4 grid grid-cols-1 gap-2 text-sm">
            <div>
              <dt className="font-medium text-ink">Processing time</dt>
              <dd className="text-muted">{service.processing_time}</dd>
            </div>
            <div>
              <dt className="font-medium text-ink">Cost range</dt>
              <dd className="text-muted">{service.cost_range}</dd>
            </div>
            {service.dependencies.length > 0 && (
              <div>
                <dt className="font-medium text-ink">What we will need from you</dt>
                <dd>
                  <ul className="list-disc pl-5 text-muted">
                    {service.dependencies.map((dependency) => (
                      <li key={dependency}>{dependency}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
          <DialogFooter className="mt-6">
            {onBook && (
              <Button variant="ghost" onClick={() => onBook(service)}>
                Book Consultation
              </Button>
            )}
            {inCart ? (
              <>
                <Button variant="secondary" disabled>
                  In Cart
                </Button>
                <ButtonLink to="/cart">View Cart</ButtonLink>
              </>
            ) : (
              <Button loading={adding} onClick={() => onAdd(service)}>
                Add to Cart
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
