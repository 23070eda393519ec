/** Query keys of the Logic Builder: every mutation invalidates by these. */
export const logicRulesKeys = {
  all: ['admin', 'logic'] as const,
  rules: ['admin', 'logic', 'rules'] as const,
  templates: ['admin', 'logic', 'templates'] as const,
  analytics: (days: number) => ['admin', 'logic', 'analytics', days] as const,
  companies: (query: string) => ['admin', 'logic', 'companies', query] as const,
  services: ['admin', 'logic', 'services'] as const,
};
