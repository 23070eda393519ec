import { lazyDialog } from '@/components/ui/lazy-dialog';

/** Add All's report (add-all-dialog.tsx), loaded when Add All first has something to say. */
export const AddAllDialog = lazyDialog(
  () => import('./add-all-dialog').then((module) => module.AddAllDialog),
  (props) => props.result !== null,
);
