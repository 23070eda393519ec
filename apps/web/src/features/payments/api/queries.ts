import { queryOptions } from '@tanstack/react-query';
import { sandboxCheckout } from './payments-api';

/** The payments feature's queries. */
export const paymentQueries = {
  all: () => ['payments'] as const,
  /** GET /api/sandbox/checkouts/{id}: the sandbox gateway's checkout to approve or decline. */
  sandboxCheckout: (id: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'sandbox-checkout', id] as const,
      queryFn: () => sandboxCheckout(id),
      retry: false,
    }),
};
