import { companyRoleLabels, type CompanyRole } from '@charter/shared';
import { Badge } from './badge';

/** Roles are not statuses: the owner gets the accent, the others stay neutral (status colours are for status only). */
const roleTones = { owner: 'accent', member: 'neutral', viewer: 'outline' } as const satisfies Record<CompanyRole, string>;

/** A member's role in a company, as one small label. */
export function RoleBadge({ role, className }: { role: CompanyRole; className?: string }) {
  return (
    <Badge tone={roleTones[role]} className={className}>
      {companyRoleLabels[role]}
    </Badge>
  );
}
