/** Query keys of the outgoing webhooks feature, under the company's scope. */
export const webhooksKeys = {
  endpoints: (companyId: string) => ['companies', companyId, 'webhooks'] as const,
  deliveries: (companyId: string, endpointId: string) => ['companies', companyId, 'webhooks', endpointId, 'deliveries'] as const,
};
