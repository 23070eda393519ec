// No Zod here: the web app's first screens import the roles and what each may do, and a Zod import would evaluate
// every schema at load. teams.ts builds its schemas from them.

/** A member's role in one company. */
export const companyRoles = ['owner', 'member', 'viewer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

export const companyRoleLabels: Record<CompanyRole, string> = { owner: 'Owner', member: 'Member', viewer: 'Viewer' };
export const companyRoleDescriptions: Record<CompanyRole, string> = {
  owner: 'Everything, including members and deleting the company',
  member: 'Everything but managing members and deleting the company',
  viewer: 'Read only (for example your accountant)',
};

/**
 * What a caller may do with a company: the closed list every access check names.
 * The server enforces it; the web uses the same table to show only the buttons a role may press.
 */
export const companyPermissions = [
  'company:read',
  'company:update',
  /** Archive: the company leaves every list; its orders, documents and history are kept. */
  'company:archive',
  'compliance:read',
  'compliance:write',
  'members:read',
  'members:manage',
  'activity:read',
  /** One's own reminder and calendar settings for the company: every member has it, staff (not members) do not. */
  'notifications:manage',
  /** The company's orders, their timeline, tasks and documents. */
  'orders:read',
  /** Spend or ask for money back: start or retry a payment, request an order's cancellation (viewers look). */
  'orders:pay',
  /** Work an order's tasks: move them, upload documents, comment (viewers look, they do not work). */
  'tasks:write',
  /** Create, list and revoke the company's API keys (owners only; a key can never hold it). */
  'api_keys:manage',
  /** The company's outgoing webhook endpoints and their delivery log (owners, and keys with that scope). */
  'webhooks:manage',
  /**
   * Export the company's records as a ZIP for oneself (issue 34): every member who can read the company. Not staff's
   * (an export is the asking account's own download) and no API key's: the link needs a signed-in account.
   */
  'company:export',
] as const;
export type CompanyPermission = (typeof companyPermissions)[number];

const reads = [
  'company:read',
  'compliance:read',
  'members:read',
  'activity:read',
  'orders:read',
] as const satisfies readonly CompanyPermission[];

export const rolePermissions: Record<CompanyRole, readonly CompanyPermission[]> = {
  owner: companyPermissions,
  member: [...reads, 'notifications:manage', 'company:update', 'compliance:write', 'orders:pay', 'tasks:write', 'company:export'],
  viewer: [...reads, 'notifications:manage', 'company:export'],
};

/** Staff (admins in the back office) reach every company with this set: they support, they do not own. */
export const staffPermissions: readonly CompanyPermission[] = [...reads, 'company:update', 'compliance:write', 'tasks:write'];

export function roleCan(role: CompanyRole, permission: CompanyPermission): boolean {
  return rolePermissions[role].includes(permission);
}
