import { changePasswordBody } from '@common/schemas/settings.ts';
import { type FormEvent, useId, useState } from 'react';
import { useChangePasswordMutation } from '../../data/settings.ts';
import { settingsText } from '../../i18n/settings.ts';
import { checkForm } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Label } from '../../ui/input.tsx';
import { toast } from '../../ui/toast.tsx';
import { PasswordInput } from '../auth/password-input.tsx';
import { FieldError, SettingsSection, serverMessage } from './section.tsx';

const text = settingsText.password;

/** Change password: the current one first; the other devices are signed out. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNext] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const change = useChangePasswordMutation();
  const id = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(changePasswordBody, { currentPassword, newPassword });
    setErrors(checked.errors);
    if (!checked.ok) return;
    change.mutate(checked.data, {
      onSuccess: (result) => {
        toast({ title: text.saved, description: result.message });
        setCurrent('');
        setNext('');
      },
      onError: (error) => setErrors({ currentPassword: serverMessage(error) }),
    });
  }

  return (
    <SettingsSection title={text.title}>
      {hasPassword ? (
        <form onSubmit={save} noValidate className="space-y-3">
          <div>
            <Label htmlFor={`${id}-current`}>{text.current}</Label>
            <PasswordInput
              id={`${id}-current`}
              value={currentPassword}
              autoComplete="current-password"
              onChange={setCurrent}
            />
            <FieldError message={errors.currentPassword} />
          </div>
          <div>
            <Label htmlFor={`${id}-next`}>{text.next}</Label>
            <PasswordInput
              id={`${id}-next`}
              value={newPassword}
              autoComplete="new-password"
              onChange={setNext}
            />
            <FieldError message={errors.newPassword} />
          </div>
          <Button type="submit" loading={change.isPending}>
            {text.save}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{text.noPassword}</p>
      )}
    </SettingsSection>
  );
}
