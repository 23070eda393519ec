import { useQuery } from '@tanstack/react-query';
import { authQueries } from './queries';

/** Uses the single-use token from the verification mail, once however often the page mounts. */
export function useVerifyEmail(token: string | null) {
  return useQuery(authQueries.verifyEmail(token));
}
