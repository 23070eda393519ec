import { useQuery } from '@tanstack/react-query';
import { authQueries } from './queries';

/** Trades the one-time exchange id from the Google callback for a session, once however often the page mounts. */
export function useSessionExchange(sessionId: string | null) {
  return useQuery(authQueries.sessionExchange(sessionId));
}
