import type { ComponentProps } from 'react';
import type { Tone } from '@/lib/status-tones';
import { Badge } from './badge';

/**
 * A status, in its words and its colour: `tones` and `labels` are one status family's maps (lib/status-tones.ts and
 * @charter/shared's status labels), so every page shows a status the same way.
 */
export function StatusBadge<S extends string>({
  status,
  tones,
  labels,
  ...props
}: { status: S; tones: Record<S, Tone>; labels: Record<S, string> } & Omit<ComponentProps<'span'>, 'children'>) {
  return (
    <Badge tone={tones[status]} data-status={status} {...props}>
      {labels[status]}
    </Badge>
  );
}
