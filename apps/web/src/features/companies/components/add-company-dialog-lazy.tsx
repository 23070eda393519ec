import { useEffect, useState } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { readSessionStorage } from '@/lib/storage-keys';
import { incorporationDraftKey, wizardDraftKey } from '../lib/draft-keys';
import type { AddCompanyDialogProps } from './add-company-dialog';

/**
 * The Add Company modal (spec §2), loaded on first open (or when a reload left a draft to resume): the wizard, its forms
 * and the registry search are about a third of a signed-in page's code, and most visits never open it.
 */
export const AddCompanyDialog = lazyDialog<AddCompanyDialogProps>(
  () => import('./add-company-dialog').then((module) => module.AddCompanyDialog),
  (props) => props.open,
);

/**
 * A reload in the middle of adding a company comes back to the wizard. The drafts' readers (and the Zod they check a
 * draft with) load only when a draft is stored.
 */
export function ResumeAddCompany() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (readSessionStorage(wizardDraftKey) === null && readSessionStorage(incorporationDraftKey()) === null) return;
    let current = true;
    void Promise.all([import('../lib/wizard-draft'), import('../lib/incorporation-draft')]).then(([wizard, incorporation]) => {
      if (current && (wizard.readWizardDraft() !== null || incorporation.readIncorporationDraft() !== null)) setOpen(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return <AddCompanyDialog open={open} onOpenChange={setOpen} />;
}
