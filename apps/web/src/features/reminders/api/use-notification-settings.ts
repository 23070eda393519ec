import { useQuery } from '@tanstack/react-query';
import { reminderQueries } from './queries';

/** My reminders switch and calendar feed for one company. */
export function useNotificationSettings(companyId: string) {
  return useQuery(reminderQueries.settings(companyId));
}
