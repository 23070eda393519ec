// The cookies' names, in a module of their own with no schema in it: the sign-in screen and the landing page import
// one without loading Zod (issue 14: what /login and / download).

/** The signed-in session (httpOnly, set by the API). */
export const SESSION_COOKIE = 'session_token';
/**
 * The company the founder has selected, as the browser remembers it (spec §3), told to the server too: with several
 * companies it can then render the page of the company shown. Not a credential: the server checks membership.
 */
export const SELECTED_COMPANY_COOKIE = 'selected_company';
