import { changeEmailBody } from '@common/schemas/settings.ts';
import type { CurrentUser } from '@common/schemas/user.ts';
import { type FormEvent, useId, useState } from 'react';
import { useChangeEmailMutation } from '../../data/settings.ts';
import { settingsText } from '../../i18n/settings.ts';
import { checkForm } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.tsx';
import { PasswordInput } from '../auth/password-input.tsx';
import { FieldError, Hint, SettingsSection, serverMessage } from './section.tsx';

const text = settingsText.email;

/** Change e-mail: needs the password; the new address is verified by a mailed link. */
export function EmailSection({ user, hasPassword }: { user: CurrentUser; hasPassword: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const change = useChangeEmailMutation();
  const id = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(changeEmailBody, { email, password });
    setErrors(checked.errors);
    if (!checked.ok) return;
    change.mutate(checked.data, {
      onSuccess: (result) => {
        toast({ title: text.sent, description: result.message });
        setPassword('');
      },
      onError: (error) => setErrors({ password: serverMessage(error) }),
    });
  }

  return (
    <SettingsSection title={text.title}>
      <Hint>{text.current(user.email)}</Hint>
      {hasPassword ? (
        <form onSubmit={save} noValidate className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{text.hint}</p>
          <div>
            <Label htmlFor={`${id}-email`}>{text.next}</Label>
            <Input
              id={`${id}-email`}
              type="email"
              value={email}
              autoComplete="email"
              onChange={(event) => setEmail(event.target.value)}
            />
            <FieldError message={errors.email} />
          </div>
          <div>
            <Label htmlFor={`${id}-password`}>{text.password}</Label>
            <PasswordInput
              id={`${id}-password`}
              value={password}
              autoComplete="current-password"
              onChange={setPassword}
            />
            <FieldError message={errors.password} />
          </div>
          <Button type="submit" loading={change.isPending}>
            {text.save}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{settingsText.password.noPassword}</p>
      )}
    </SettingsSection>
  );
}
