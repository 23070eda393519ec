import { readStorage, sessionKeys, storageKeys } from '@/lib/storage-keys';

/**
 * Where the Add Company wizard's drafts live in sessionStorage. Apart from the drafts' readers (which check a draft with
 * Zod): the frame asks whether there is one to resume on every signed-in page, without loading Zod to do it.
 */
export const wizardDraftKey = sessionKeys.companyWizardDraft;

/** The incorporation draft is the signed-in user's own (a key per user id), dropped at logout with their other state. */
export const incorporationDraftKey = (): string =>
  `${sessionKeys.incorporationDraftPrefix}${readStorage(storageKeys.stateOwner) ?? 'signed-out'}`;
