import { useEffect, useRef } from 'react';
import type { CurrentUser } from '@charter/shared';
import { browserTimeZone } from '@/lib/booking-time';
import { useUpdateSettings } from '../api/use-update-settings';

/**
 * An account without a time zone (its first sign-in) takes the browser's, once: from then on the stored one is used
 * everywhere, on any device, until the user changes it on /settings (issue 30 §4).
 */
export function useInitialTimeZone(user: CurrentUser | null | undefined) {
  const update = useUpdateSettings();
  const sent = useRef<string | null>(null);
  const { mutate } = update;
  useEffect(() => {
    if (!user || user.time_zone !== null || sent.current === user.id) return;
    sent.current = user.id;
    mutate({ time_zone: browserTimeZone() });
  }, [user, mutate]);
}
