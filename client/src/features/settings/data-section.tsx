import { type FormEvent, useId, useState } from 'react';
import { ACCOUNT_EXPORT_URL, useDeleteAccountMutation } from '../../data/account.ts';
import { settingsText } from '../../i18n/settings.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { PasswordInput } from '../auth/password-input.tsx';
import { DELETED_KEY } from './account-deleted-page.tsx';
import { FieldError, Hint, SettingsSection, serverMessage } from './section.tsx';

const text = settingsText.data;

/** Data rights: download everything, delete the account with the password. */
export function DataSection({ hasPassword }: { hasPassword: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteAccountMutation();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate(hasPassword ? { password: secret } : { email: secret.trim().toLowerCase() }, {
      onSuccess: ({ deleted }) => {
        try {
          sessionStorage.setItem(DELETED_KEY, JSON.stringify(deleted));
        } catch {
          // Private mode without storage: the page then says it in general.
        }
        window.location.assign('/account-eliminato');
      },
      onError: (failure) => setError(serverMessage(failure)),
    });
  }

  return (
    <SettingsSection title={text.title}>
      <Hint>{text.downloadHint}</Hint>
      <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses('soft')}>
        {text.download}
      </a>
      <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Hint>{text.deleteHint}</Hint>
        {confirming ? (
          <form onSubmit={submit} noValidate className="space-y-3">
            <div>
              <Label htmlFor={id}>{hasPassword ? text.confirmPassword : text.confirmEmail}</Label>
              {hasPassword ? (
                <PasswordInput id={id} value={secret} autoComplete="current-password" onChange={setSecret} />
              ) : (
                <Input id={id} type="email" value={secret} onChange={(e) => setSecret(e.target.value)} />
              )}
              <FieldError message={error} />
            </div>
            <div className="flex gap-2">
              <Button type="submit" variant="destructive" loading={remove.isPending} disabled={!secret}>
                {text.confirmDelete}
              </Button>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                {settingsText.avatar.cancel}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="dangerOutline" onClick={() => setConfirming(true)}>
            {text.delete}
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}
