/** Query keys of the teams feature: everything of one company sits under the companies scope, so a refresh of it covers these. */
export const teamsKeys = {
  members: (companyId: string) => ['companies', companyId, 'members'] as const,
  activity: (companyId: string) => ['companies', companyId, 'activity'] as const,
  invitation: (token: string) => ['invitations', token] as const,
};
