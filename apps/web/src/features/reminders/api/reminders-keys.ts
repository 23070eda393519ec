/** Query keys of the reminders feature, under the company's scope so a company refresh covers them. */
export const remindersKeys = {
  settings: (companyId: string) => ['companies', companyId, 'notifications'] as const,
};
