import { useQuery } from '@tanstack/react-query';
import { reminderQueries } from './queries';

/** Uses the unsubscribe link of a reminder mail, once however often the page mounts. */
export function useUnsubscribe(token: string | null) {
  return useQuery(reminderQueries.unsubscribe(token));
}
