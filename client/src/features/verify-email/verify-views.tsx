import type { VerifyReason } from '@common/schemas/auth.ts';
import { CircleCheck, CircleX, Clock, Link2Off, MailCheck, ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { it } from '../../i18n/it.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Input, Label } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { VerifyState } from './verify-state.ts';

const text = it.verifyEmail;

function StateIcon({ tone, children }: { tone: 'brand' | 'success' | 'danger'; children: ReactNode }) {
  return (
    <span
      className={cx(
        'mx-auto mb-4 inline-flex size-16 items-center justify-center rounded-full',
        tone === 'brand' && 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
        tone === 'success' && 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
        tone === 'danger' && 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
      )}
    >
      {children}
    </span>
  );
}

export function LoadingView() {
  return (
    <div aria-busy="true">
      <StateIcon tone="brand">
        <Spinner className="size-8" />
      </StateIcon>
      <h1 className="text-xl font-bold">{text.loadingTitle}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text.loadingBody}</p>
    </div>
  );
}

export function SuccessView({ message }: { message: string }) {
  return (
    <div>
      <StateIcon tone="success">
        <CircleCheck aria-hidden="true" className="size-8" />
      </StateIcon>
      <h1 className="text-xl font-bold">{text.successTitle}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{message}</p>
      <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="size-4" />
        {text.successRedirect}
      </p>
      <a href="/" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
        {text.goHome}
      </a>
    </div>
  );
}

const hints: Record<Exclude<VerifyReason, 'invalid'>, { icon: typeof Clock; text: string }> = {
  expired: { icon: Clock, text: text.hintExpired },
  used: { icon: Link2Off, text: text.hintUsed },
  already_verified: { icon: ShieldCheck, text: text.hintAlreadyVerified },
};

function Hint({ reason }: { reason: VerifyReason | undefined }) {
  if (!reason || reason === 'invalid') return null;
  const hint = hints[reason];
  const Icon = hint.icon;
  return (
    <div className="mt-4 flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-left text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p>{hint.text}</p>
        {(reason === 'already_verified' || reason === 'used') && (
          <a
            href="/#accedi"
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-orange-800 underline underline-offset-4 dark:text-orange-300"
          >
            {text.goToLogin}
          </a>
        )}
      </div>
    </div>
  );
}

export function ErrorView({
  state,
  onResend,
}: {
  state: Extract<VerifyState, { kind: 'error' }>;
  onResend: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const knownEmail = state.email;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onResend(knownEmail ?? email);
  }

  return (
    <div>
      <StateIcon tone="danger">
        <CircleX aria-hidden="true" className="size-8" />
      </StateIcon>
      <h1 className="text-xl font-bold">{state.title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{state.message}</p>
      <Hint reason={state.reason} />
      <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-3 text-left">
        {knownEmail ? (
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            <MailCheck aria-hidden="true" className="mr-1 inline size-4 align-text-bottom" />
            <span className="[overflow-wrap:anywhere]">{knownEmail}</span>
          </p>
        ) : (
          <div>
            <Label htmlFor="verify-email-address">{text.emailLabel}</Label>
            <Input
              id="verify-email-address"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={it.auth.emailPlaceholder}
            />
          </div>
        )}
        <Button
          type="submit"
          variant={state.reason === 'already_verified' ? 'outline' : 'primary'}
          className="w-full"
        >
          {text.resend}
        </Button>
      </form>
      <a href="/" className={buttonClasses('ghost', 'md', 'mt-2 w-full')}>
        {it.common.backHome}
      </a>
    </div>
  );
}

export function ResendingView() {
  return (
    <div aria-busy="true">
      <StateIcon tone="brand">
        <Spinner className="size-8" />
      </StateIcon>
      <h1 className="text-xl font-bold">{text.resendingTitle}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text.resendingBody}</p>
    </div>
  );
}

export function ResendSuccessView({ email }: { email: string }) {
  return (
    <div>
      <StateIcon tone="success">
        <MailCheck aria-hidden="true" className="size-8" />
      </StateIcon>
      <h1 className="text-xl font-bold">{text.resendSuccessTitle}</h1>
      <p className="mt-2 break-words text-slate-700 dark:text-slate-300">{text.resendSuccessBody(email)}</p>
      <a href="/" className={buttonClasses('ghost', 'md', 'mt-6 w-full')}>
        {it.common.backHome}
      </a>
    </div>
  );
}
