import type { CompanyPermission } from '@charter/shared';

/** A request made with a company's API key: it acts for the owner who made it, within the key's company and scopes. */
export interface ApiKeyGrant {
  id: string;
  name: string;
  companyId: string;
  permissions: readonly CompanyPermission[];
}

/**
 * Who is acting: a signed-in founder, or staff from the back office. Every service that touches a company's data
 * takes one, checks access with it first, and records it in the audit log.
 */
export interface Actor {
  type: 'user' | 'staff';
  id: string;
  name: string;
  email: string;
  /** The HTTP request this action belongs to, kept in the audit log. */
  requestId: string | null;
  /** Present when the request came with an API key instead of a session (the access check narrows to it). */
  apiKey?: ApiKeyGrant;
}
