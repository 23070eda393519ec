import { lazy, Suspense, useState } from 'react';
import { readIncorporationDraft } from '../lib/incorporation-draft';
import { readWizardDraft } from '../lib/wizard-draft';
import type { AddCompanyDialogProps } from './add-company-dialog';

// The wizard, its forms and the registry search are about a third of a signed-in page's code, and most visits never
// open it: it loads when first opened (or when a reload left a draft to resume), then stays mounted.
const AddCompanyDialogNow = lazy(() => import('./add-company-dialog').then((module) => ({ default: module.AddCompanyDialog })));

/** The Add Company modal (spec §2), loaded on first open. */
export function AddCompanyDialog(props: AddCompanyDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AddCompanyDialogNow {...props} />
    </Suspense>
  );
}

/** A reload in the middle of adding a company comes back to the wizard. */
export function ResumeAddCompany() {
  const [open, setOpen] = useState(() => readWizardDraft() !== null || readIncorporationDraft() !== null);
  return <AddCompanyDialog open={open} onOpenChange={setOpen} />;
}
