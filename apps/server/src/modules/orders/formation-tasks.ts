import type { TaskPerformer, TaskPriority } from '@charter/shared';

export interface FormationTask {
  title: string;
  description: string;
  category: string;
  priority: TaskPriority;
  /** Days after payment the task is due; null where no honest estimate exists. */
  dueInDays: number | null;
  /** Milestone pricing: how much of the professional fee completing it earns (the filing itself weighs most). */
  weight: number;
  /** The government fee lines it pays out when completed (keys of the order's fee breakdown). */
  spends: string[];
  /** Who does it: every formation step is a filing or registration Charter's team makes. */
  performer: TaskPerformer;
}

/** India: the MCA path. An LLP files FiLLiP and an LLP agreement instead of SPICe+ with MoA/AoA. */
function indiaTasks(entityType: string): FormationTask[] {
  const llp = entityType === 'LLP';
  return [
    {
      title: 'Name reservation',
      description: llp ? 'Reserve the LLP name with the MCA (RUN-LLP).' : 'Reserve the company name with the MCA (SPICe+ Part A).',
      category: 'Incorporation',
      priority: 'high',
      dueInDays: null,
      weight: 1,
      spends: ['name_approval'],
      performer: 'charter',
    },
    {
      title: 'Digital signature certificates (DSC)',
      description: 'Class 3 DSC for each director or designated partner, to sign the incorporation forms.',
      category: 'Incorporation',
      priority: 'high',
      dueInDays: null,
      weight: 1,
      spends: ['dsc'],
      performer: 'charter',
    },
    {
      title: llp ? 'FiLLiP filing' : 'SPICe+ filing',
      description: llp
        ? 'Incorporation form (FiLLiP) with the partners’ details and the registered office.'
        : 'SPICe+ Part B with the MoA and AoA (stamp duty paid), the registered office and the directors’ details.',
      category: 'Incorporation',
      priority: 'high',
      dueInDays: null,
      weight: 4,
      spends: ['stamp_duty'],
      performer: 'charter',
    },
    {
      title: 'PAN and TAN',
      description: 'Permanent Account Number and Tax Deduction Account Number, applied for with the incorporation.',
      category: 'Tax',
      priority: 'medium',
      dueInDays: null,
      weight: 1,
      spends: ['pan_tan'],
      performer: 'charter',
    },
    {
      title: 'Bank account',
      description: 'Open the current account with the certificate of incorporation, PAN and the board resolution.',
      category: 'Banking',
      priority: 'medium',
      dueInDays: null,
      weight: 1,
      spends: [],
      performer: 'charter',
    },
  ];
}

/** USA: due dates follow the typical times the product states (spec §9: state filing 5–7 days, EIN 1–2 days after it). */
function usaTasks(entityType: string): FormationTask[] {
  const corporation = entityType === 'C-Corp';
  return [
    {
      title: 'State filing',
      description: corporation
        ? 'File the certificate of incorporation with the Secretary of State.'
        : 'File the articles (certificate) of organization with the Secretary of State.',
      category: 'Incorporation',
      priority: 'high',
      dueInDays: 7,
      weight: 4,
      spends: ['state_filing_fee'],
      performer: 'charter',
    },
    {
      title: 'Registered agent',
      description: 'Registered agent service for one year, named in the state filing.',
      category: 'Incorporation',
      priority: 'high',
      dueInDays: 7,
      weight: 1,
      spends: [],
      performer: 'charter',
    },
    {
      title: 'EIN application',
      description: 'Employer Identification Number from the IRS, once the state has accepted the filing.',
      category: 'Tax',
      priority: 'high',
      dueInDays: 9,
      weight: 2,
      spends: [],
      performer: 'charter',
    },
    {
      title: corporation ? 'Bylaws' : 'Operating agreement',
      description: corporation
        ? 'Corporate bylaws and the initial board resolutions.'
        : 'The LLC operating agreement, signed by the members.',
      category: 'Incorporation',
      priority: 'medium',
      dueInDays: 14,
      weight: 1,
      spends: [],
      performer: 'charter',
    },
  ];
}

export function formationTasks(country: string, entityType: string): FormationTask[] {
  return country === 'India' ? indiaTasks(entityType) : usaTasks(entityType);
}
