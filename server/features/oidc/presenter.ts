import { OIDC_PROVIDERS, type OidcFailure, type ProviderList } from '../../../common/schemas/oidc.ts';
import type { OidcProviders } from '../../platform/settings.ts';

/** Which sign-in buttons lead to a provider. */
export const presentProviders = (providers: OidcProviders): ProviderList =>
  OIDC_PROVIDERS.map((id) => ({ id, enabled: providers[id] !== undefined }));

/** Where a failed sign-in lands: the login form, told why. */
export const failureLocation = (reason: OidcFailure) => `/?accesso=${reason}#accedi`;
