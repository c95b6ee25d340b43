import { schema, z } from '../zod-it.ts';

/** The social sign-in providers of SPEC §2 plus a generic OpenID provider. */
export const OIDC_PROVIDERS = ['google', 'apple', 'oidc'] as const;
export type OidcProviderName = (typeof OIDC_PROVIDERS)[number];

/** GET /api/login query: which provider to start (none: the login form). */
export const loginQuery = schema(() => z.object({ provider: z.enum(OIDC_PROVIDERS).optional() }));
export type LoginQuery = z.infer<typeof loginQuery>;

/** GET /api/auth/providers: which buttons lead somewhere. */
export const providerList = schema(() =>
  z.array(z.object({ id: z.enum(OIDC_PROVIDERS), enabled: z.boolean() })),
);
export type ProviderList = z.infer<typeof providerList>;

/** Why a social sign-in ended on the login form (`/?accesso=<reason>#accedi`). */
export const OIDC_FAILURES = ['disabled', 'state', 'failed', 'unverified', 'exists'] as const;
export type OidcFailure = (typeof OIDC_FAILURES)[number];
