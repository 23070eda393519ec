import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The one-product-per-order dialog (one-product-dialog.tsx), loaded when a second product is first refused. */
export const OneProductDialog = lazyDialog(
  () => import('./one-product-dialog').then((module) => module.OneProductDialog),
  (props) => props.open,
);
