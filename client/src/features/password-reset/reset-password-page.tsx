import { passwordResetConfirmBody } from '@common/schemas/password-reset.ts';
import { type FormEvent, useId, useState } from 'react';
import { useSearch } from 'wouter';
import { useConfirmPasswordResetMutation, usePasswordResetCheckQuery } from '../../data/account.ts';
import { resetText } from '../../i18n/settings.ts';
import { GuestFrame } from '../../layout/guest-frame.tsx';
import { checkForm } from '../../lib/form.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Label } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PasswordInput } from '../auth/password-input.tsx';
import { FieldError, serverMessage } from '../settings/section.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

/** /reimposta-password?token=…: the page of the mailed link, where a new password is chosen. */
function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string | null>(null);
  const confirm = useConfirmPasswordResetMutation();
  // A used or expired link says so when the page opens, not after a new password was typed (issue 27).
  const check = usePasswordResetCheckQuery(token);
  const [forgotOpen, setForgotOpen] = useState(false);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(passwordResetConfirmBody, { token, password });
    if (!checked.ok)
      return setError(checked.errors.password ?? checked.errors.token ?? resetText.missingToken);
    setError(undefined);
    confirm.mutate(checked.data, {
      onSuccess: (result) => setDone(result.message),
      onError: (failure) => setError(serverMessage(failure)),
    });
  }

  return (
    <GuestFrame>
      <section className="mt-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900">
        {done ? (
          <div role="status" className="space-y-4">
            <h1 className="text-2xl font-bold tracking-tight">{resetText.doneTitle}</h1>
            <p className="text-slate-700 dark:text-slate-300">{done}</p>
            <a href="/#accedi" className={buttonClasses('primary')}>
              {resetText.toLogin}
            </a>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{resetText.pageTitle}</h1>
            <p className="mt-1 mb-5 text-slate-600 dark:text-slate-400">{resetText.pageDescription}</p>
            {token && check.isPending ? (
              <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
                <Spinner className="size-4" />
                {resetText.checking}
              </p>
            ) : token && check.isError ? (
              <div className="space-y-4">
                <p role="alert" className="font-medium text-red-700 dark:text-red-400">
                  {serverMessage(check.error)}
                </p>
                <Button className="w-full" onClick={() => setForgotOpen(true)}>
                  {resetText.askNew}
                </Button>
                <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} initialEmail="" />
              </div>
            ) : token ? (
              <form onSubmit={submit} noValidate className="space-y-4">
                <div>
                  <Label htmlFor={id}>{resetText.newPassword}</Label>
                  <PasswordInput
                    id={id}
                    value={password}
                    autoComplete="new-password"
                    onChange={setPassword}
                  />
                  <FieldError message={error} />
                </div>
                <Button type="submit" className="w-full" loading={confirm.isPending}>
                  {resetText.save}
                </Button>
              </form>
            ) : (
              <p role="alert" className="font-medium text-red-700 dark:text-red-400">
                {resetText.missingToken}
              </p>
            )}
          </>
        )}
      </section>
    </GuestFrame>
  );
}

export default ResetPasswordPage;
