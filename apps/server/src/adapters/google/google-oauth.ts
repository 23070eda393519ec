import { decodeIdToken, Google } from 'arctic';
import { z } from 'zod';
import type { ExternalIdentity } from '../../modules/auth/auth.service';

/** The seam tests replace: building the consent URL and trading the code for an identity. */
export interface GoogleOAuth {
  authorizationUrl(state: string, codeVerifier: string): URL;
  exchangeCode(code: string, codeVerifier: string): Promise<ExternalIdentity>;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';

const idTokenClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  email: z.string(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

/** Maps verified ID-token claims to our identity; the issuer is normalised to Google's canonical form. */
export function identityFromClaims(claims: unknown): ExternalIdentity {
  const parsed = idTokenClaimsSchema.parse(claims);
  return {
    issuer: GOOGLE_ISSUER,
    subject: parsed.sub,
    email: parsed.email,
    emailVerified: parsed.email_verified === true,
    name: parsed.name ?? '',
    picture: parsed.picture ?? null,
  };
}

export function createGoogleOAuth(clientId: string, clientSecret: string, redirectUri: string): GoogleOAuth {
  const google = new Google(clientId, clientSecret, redirectUri);
  return {
    authorizationUrl: (state, codeVerifier) => google.createAuthorizationURL(state, codeVerifier, ['openid', 'email', 'profile']),
    async exchangeCode(code, codeVerifier) {
      const tokens = await google.validateAuthorizationCode(code, codeVerifier);
      // The ID token comes straight from Google's token endpoint over TLS, so its claims can be read without re-verifying the signature.
      return identityFromClaims(decodeIdToken(tokens.idToken()));
    },
  };
}
