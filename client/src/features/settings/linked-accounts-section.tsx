import type { OidcProviderName } from '@common/schemas/oidc.ts';
import { useProvidersQuery } from '../../data/account.ts';
import { settingsText } from '../../i18n/settings.ts';
import { Button } from '../../ui/button.tsx';
import { Hint, SettingsSection } from './section.tsx';

const text = settingsText.linked;
const names: Record<OidcProviderName, string> = { google: 'Google', apple: 'Apple', oidc: 'OpenID' };

/**
 * 'Account collegati': a provider is linked to this account only from here, signed in (never because an
 * e-mail matches); afterwards 'Continua con …' signs in to this account.
 */
export function LinkedAccountsSection() {
  const providers = useProvidersQuery();
  const enabled = providers.data?.filter((p) => p.enabled) ?? [];
  if (enabled.length === 0) return null;
  return (
    <SettingsSection title={text.title}>
      <Hint>{text.hint}</Hint>
      <div className="flex flex-wrap gap-2">
        {enabled.map((provider) => (
          <Button
            key={provider.id}
            variant="outline"
            onClick={() => {
              window.location.href = `/api/login?provider=${provider.id}`;
            }}
          >
            {text.link(names[provider.id])}
          </Button>
        ))}
      </div>
    </SettingsSection>
  );
}
