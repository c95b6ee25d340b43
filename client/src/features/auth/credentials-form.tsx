import { loginBody, registerBody } from '@common/schemas/auth.ts';
import { type FormEvent, type RefObject, useState } from 'react';
import {
  type LoginInput,
  type RegisterInput,
  useLoginMutation,
  useRegisterMutation,
} from '../../data/session.ts';
import { it } from '../../i18n/it.ts';
import { checkForm } from '../../lib/form.ts';
import { takeReturnTo } from '../../lib/return-to.ts';
import { Button } from '../../ui/button.tsx';
import { describedBy, FieldError } from '../../ui/field-error.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { type ToastInput, toast } from '../../ui/toast.tsx';
import { type AuthFailure, authErrorText, authFailure, toastAuthError } from './auth-errors.ts';
import { PasswordInput } from './password-input.tsx';

export type CredentialsMode = 'login' | 'register';

/**
 * SPEC §4: a successful login reloads the page; from '/#accedi' it loads '/' so the form is not focused
 * again, and a visitor sent here from another page goes back to it.
 */
function reloadAfterLogin(): void {
  const back = takeReturnTo();
  if (back) window.location.assign(back);
  else if (window.location.hash) window.location.assign(window.location.pathname + window.location.search);
  else window.location.reload();
}

function announceLoginFailure(failure: AuthFailure | null): void {
  if (failure?.requiresVerification) {
    toast({
      title: it.auth.unverifiedTitle,
      description: it.auth.unverifiedDescription,
      variant: 'destructive',
    });
    return;
  }
  toast({
    title: it.auth.loginErrorTitle,
    description: authErrorText(failure, it.auth.invalidCredentials),
    variant: 'destructive',
  });
}

/** The e-mail form of the login/registration card, with SPEC §5's client checks and §8's toasts. */
export function CredentialsForm({
  mode,
  emailRef,
  initialEmail,
  onRegistered,
}: {
  mode: CredentialsMode;
  emailRef: RefObject<HTMLInputElement | null>;
  initialEmail: string;
  onRegistered: (email: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [reloading, setReloading] = useState(false);
  // Errors belong to the mode they were found in: switching between login and registration clears them.
  const [failed, setFailed] = useState<{ mode: CredentialsMode; errors: Partial<Record<string, string>> }>({
    mode,
    errors: {},
  });
  const errors = failed.mode === mode ? failed.errors : {};
  const setErrors = (next: Partial<Record<string, string>>) => setFailed({ mode, errors: next });
  const login = useLoginMutation();
  const register = useRegisterMutation();
  const registering = mode === 'register';

  function submitLogin(input: LoginInput) {
    login.mutate(input, {
      onSuccess: (result) => {
        if (!result.success) return announceLoginFailure(result);
        toast({ title: it.auth.loginSuccess, description: it.auth.loginSuccessDescription });
        setReloading(true);
        reloadAfterLogin();
      },
      onError: (error) => {
        const failure = authFailure(error);
        if (failure?.requiresVerification) announceLoginFailure(failure);
        else toastAuthError(error, it.auth.loginErrorTitle, it.auth.invalidCredentials);
      },
    });
  }

  function submitRegister(input: RegisterInput) {
    register.mutate(input, {
      onSuccess: (result) => {
        toast({
          title: it.auth.registered,
          description:
            result.emailSent === false ? it.auth.registeredNoMailDescription : it.auth.registeredDescription,
        });
        setPassword('');
        onRegistered(input.email);
      },
      onError: (error) => toastAuthError(error, it.auth.registerErrorTitle, it.auth.registerErrorDefault),
    });
  }

  /**
   * SPEC §5's own texts for missing fields in the toast; under each field, the schema's message for it
   * (issue 27), so a phone user sees which one to fix.
   */
  function refuse({ errors, first }: { errors: Partial<Record<string, string>>; first: string }): void {
    setErrors(errors);
    toast({ ...refusal(errors, first), variant: 'destructive' });
  }

  /** A field's props for its error: marked invalid and described by the text under it. */
  const errorOf = (field: string, fieldId: string) => ({
    'aria-invalid': Boolean(errors[field]) || undefined,
    'aria-describedby': describedBy(errors[field] && `${fieldId}-error`),
  });
  const edited = (field: string) => {
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  function refusal(errors: Partial<Record<string, string>>, first: string): ToastInput {
    if (!email.trim() || !password)
      return { title: it.auth.missingFieldsTitle, description: it.auth.missingFieldsDescription };
    if (errors.firstName && !firstName.trim())
      return { title: it.auth.missingNameTitle, description: it.auth.missingNameDescription };
    return { title: registering ? it.auth.registerErrorTitle : it.auth.loginErrorTitle, description: first };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    // The same schemas the server validates with (common/schemas/auth.ts).
    if (registering) {
      const checked = checkForm(registerBody, { email, password, firstName, lastName });
      if (checked.ok) submitRegister(checked.data);
      else refuse(checked);
    } else {
      const checked = checkForm(loginBody, { email, password });
      if (checked.ok) submitLogin(checked.data);
      else refuse(checked);
    }
  }

  const pending = login.isPending || register.isPending || reloading;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {registering && (
        <div className="grid grid-cols-2 gap-3">
          <div>
            <Label htmlFor="auth-first-name">{it.auth.firstName}</Label>
            <Input
              id="auth-first-name"
              value={firstName}
              onChange={(event) => {
                setFirstName(event.target.value);
                edited('firstName');
              }}
              autoComplete="given-name"
              aria-required="true"
              {...errorOf('firstName', 'auth-first-name')}
            />
            <FieldError id="auth-first-name-error" message={errors.firstName} />
          </div>
          <div>
            <Label htmlFor="auth-last-name" hint={it.auth.optional}>
              {it.auth.lastName}
            </Label>
            <Input
              id="auth-last-name"
              value={lastName}
              onChange={(event) => {
                setLastName(event.target.value);
                edited('lastName');
              }}
              autoComplete="family-name"
              {...errorOf('lastName', 'auth-last-name')}
            />
            <FieldError id="auth-last-name-error" message={errors.lastName} />
          </div>
        </div>
      )}
      <div>
        <Label htmlFor="auth-email">{it.auth.email}</Label>
        <Input
          ref={emailRef}
          id="auth-email"
          type="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            edited('email');
          }}
          autoComplete="email"
          placeholder={it.auth.emailPlaceholder}
          aria-required="true"
          {...errorOf('email', 'auth-email')}
        />
        <FieldError id="auth-email-error" message={errors.email} />
      </div>
      <div>
        <Label htmlFor="auth-password">{it.auth.password}</Label>
        <PasswordInput
          id="auth-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            edited('password');
          }}
          autoComplete={registering ? 'new-password' : 'current-password'}
          error={errors.password}
        />
        <FieldError id="auth-password-error" message={errors.password} />
      </div>
      <Button type="submit" loading={pending} className="w-full">
        {registering ? it.auth.register : it.auth.login}
      </Button>
    </form>
  );
}
