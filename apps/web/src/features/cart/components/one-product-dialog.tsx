import { ONE_PRODUCT_PER_ORDER } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

interface OneProductDialogProps {
  /** What is in the cart now. */
  inCart: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2/§4: the cart holds one product; adding another offers View Cart, Complete Order or Cancel instead. */
export function OneProductDialog({ inCart, open, onOpenChange }: OneProductDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="One product per order" description={ONE_PRODUCT_PER_ORDER}>
        {inCart && (
          <p className="mb-4 text-sm text-muted">
            In your cart: <span className="font-medium text-ink">{inCart}</span>
          </p>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <ButtonLink to="/cart" variant="secondary">
            View Cart
          </ButtonLink>
          <ButtonLink to="/checkout">Complete Order</ButtonLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
