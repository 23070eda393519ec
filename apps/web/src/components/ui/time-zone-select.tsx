import { useMemo, type ComponentProps } from 'react';
import { canonicalTimeZone } from '@charter/shared';
import { zoneOffsetName } from '@/lib/booking-time';
import { Select } from './select';

/**
 * Every IANA zone the browser knows, by its current name (Chromium still lists Asia/Calcutta and Europe/Kiev), each
 * with its offset now: "Asia/Kolkata (GMT+5:30)". The value given is listed even if the browser lacks it.
 */
function zoneOptions(current: string): { zone: string; label: string }[] {
  const now = new Date();
  const zones = new Set(Intl.supportedValuesOf('timeZone').map(canonicalTimeZone));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ zone, label: `${zone.replaceAll('_', ' ')} (${zoneOffsetName(now, zone)})` }));
}

/** A native select of IANA time zones (typing a zone's first letters finds it). */
export function TimeZoneSelect({ value, ...props }: Omit<ComponentProps<typeof Select>, 'children'> & { value: string }) {
  const options = useMemo(() => zoneOptions(value), [value]);
  return (
    <Select value={value} {...props}>
      {options.map(({ zone, label }) => (
        <option key={zone} value={zone}>
          {label}
        </option>
      ))}
    </Select>
  );
}
