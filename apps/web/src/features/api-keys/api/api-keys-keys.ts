/** Query keys of the API keys feature, under the company's scope (a refresh of the company covers them). */
export const apiKeysKeys = {
  list: (companyId: string) => ['companies', companyId, 'api-keys'] as const,
  activity: (companyId: string) => ['companies', companyId, 'activity'] as const,
};
