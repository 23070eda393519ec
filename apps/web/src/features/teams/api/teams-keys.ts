/**
 * Query keys of the teams feature. Everything of one company sits under the companies scope (the companies feature
 * keys its list and compliance data there too), so a refresh of that scope covers these.
 */
export const teamsKeys = {
  /** The caller's companies and every company-scoped answer: a membership change alters roles, lists and buttons. */
  companies: ['companies'] as const,
  members: (companyId: string) => ['companies', companyId, 'members'] as const,
  activity: (companyId: string) => ['companies', companyId, 'activity'] as const,
  invitation: (token: string) => ['invitations', token] as const,
};
