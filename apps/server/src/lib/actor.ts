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
}
