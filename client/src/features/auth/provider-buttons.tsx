import type { OidcProviderName } from '@common/schemas/oidc.ts';
import { KeyRound } from 'lucide-react';
import { useProvidersQuery } from '../../data/account.ts';
import { it } from '../../i18n/it.ts';
import { providerText } from '../../i18n/settings.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { AppleIcon, GoogleIcon } from './brand-icons.tsx';

const names: Record<OidcProviderName, string> = { google: 'Google', apple: 'Apple', oidc: 'OpenID' };

/**
 * 'Continua con Google' and 'Continua con Apple' (SPEC §2), plus a generic OpenID provider when one is
 * configured. A provider that is not configured keeps its button, which says so instead of leaving.
 */
export function ProviderButtons() {
  const providers = useProvidersQuery();
  const enabled = (id: OidcProviderName) => providers.data?.find((p) => p.id === id)?.enabled ?? false;

  function start(id: OidcProviderName) {
    if (!enabled(id)) {
      toast({
        title: providerText.notEnabledTitle,
        description: providerText.notEnabled(names[id]),
        variant: 'info',
      });
      return;
    }
    window.location.href = `/api/login?provider=${id}`;
  }

  return (
    <div className="mt-6 space-y-2.5">
      <Button variant="outline" className="w-full" onClick={() => start('google')}>
        <GoogleIcon />
        {it.auth.google}
      </Button>
      <Button variant="outline" className="w-full" onClick={() => start('apple')}>
        <AppleIcon />
        {it.auth.apple}
      </Button>
      {enabled('oidc') && (
        <Button variant="outline" className="w-full" onClick={() => start('oidc')}>
          <KeyRound aria-hidden="true" className="size-5" />
          {providerText.oidc}
        </Button>
      )}
    </div>
  );
}

/** The reason a social sign-in came back to the login form (`?accesso=`), as an Italian sentence. */
export function signInFailureText(search: string): string | null {
  const reason = new URLSearchParams(search).get('accesso');
  return reason && reason in providerText.failures
    ? providerText.failures[reason as keyof typeof providerText.failures]
    : null;
}
