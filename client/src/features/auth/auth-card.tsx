import { useEffect, useRef, useState } from 'react';
import { it } from '../../i18n/it.ts';
import { providerText, resetText } from '../../i18n/settings.ts';
import { onDemand } from '../../ui/on-demand.tsx';
import { CookieNotice } from '../legal/cookie-notice.tsx';
import { CredentialsForm, type CredentialsMode } from './credentials-form.tsx';
import { ProviderButtons, signInFailureText } from './provider-buttons.tsx';
import { VerifyNotice } from './verify-notice.tsx';

/** Loaded when asked for (issue 29): the sign-in card does not build the reset's schemas. */
const ForgotPasswordDialog = onDemand(() =>
  import('../password-reset/forgot-password-dialog.tsx').then((module) => module.ForgotPasswordDialog),
);

export const AUTH_CARD_ID = 'accedi';

type CardState = { mode: CredentialsMode } | { mode: 'verify'; email: string };

/** The login/registration card of SPEC §2, reachable as '/#accedi' (where GET /api/login sends guests). */
export function AuthCard() {
  const [state, setState] = useState<CardState>({ mode: 'login' });
  const [lastEmail, setLastEmail] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [failure] = useState(() => signInFailureText(window.location.search));
  const cardRef = useRef<HTMLElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const focusEmailNext = useRef(false);

  useEffect(() => {
    function revealIfTargeted() {
      if (window.location.hash !== `#${AUTH_CARD_ID}`) return;
      cardRef.current?.scrollIntoView({ block: 'start' });
      emailRef.current?.focus({ preventScroll: true });
    }
    revealIfTargeted();
    window.addEventListener('hashchange', revealIfTargeted);
    return () => window.removeEventListener('hashchange', revealIfTargeted);
  }, []);

  useEffect(() => {
    if (state.mode !== 'verify' && focusEmailNext.current) {
      focusEmailNext.current = false;
      emailRef.current?.focus();
    }
  }, [state]);

  const registering = state.mode === 'register';

  return (
    <section
      ref={cardRef}
      id={AUTH_CARD_ID}
      aria-labelledby={state.mode === 'verify' ? undefined : 'auth-title'}
      aria-label={state.mode === 'verify' ? it.auth.verifyTitle : undefined}
      className="scroll-mt-20 rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900"
    >
      {state.mode === 'verify' ? (
        <VerifyNotice
          email={state.email}
          onBack={() => {
            focusEmailNext.current = true;
            setState({ mode: 'login' });
          }}
        />
      ) : (
        <>
          <h2 id="auth-title" className="text-2xl font-bold tracking-tight">
            {registering ? it.auth.registerTitle : it.auth.loginTitle}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {registering ? it.auth.registerSubtitle : it.auth.loginSubtitle}
          </p>

          {failure && (
            <p
              role="alert"
              className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-300"
            >
              <span className="block font-semibold">{providerText.failureTitle}</span>
              {failure}
            </p>
          )}
          <ProviderButtons />

          <div className="my-6 flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
            {it.auth.orEmail}
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
          </div>

          <CredentialsForm
            mode={state.mode}
            emailRef={emailRef}
            initialEmail={lastEmail}
            onRegistered={(email) => {
              setLastEmail(email);
              setState({ mode: 'verify', email });
            }}
          />

          {!registering && (
            <p className="mt-2 text-center">
              <button
                type="button"
                onClick={() => setForgotOpen(true)}
                className="inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold text-orange-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-orange-400"
              >
                {resetText.forgot}
              </button>
            </p>
          )}
          {forgotOpen && (
            <ForgotPasswordDialog
              open
              onOpenChange={setForgotOpen}
              initialEmail={lastEmail}
              onLoadFailed={() => setForgotOpen(false)}
            />
          )}

          <p className="mt-5 text-center text-sm text-slate-700 dark:text-slate-300">
            {registering ? it.auth.haveAccount : it.auth.noAccount}{' '}
            <button
              type="button"
              onClick={() => setState({ mode: registering ? 'login' : 'register' })}
              className="inline-flex min-h-11 items-center rounded-lg px-1 font-semibold text-orange-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-orange-400"
            >
              {registering ? it.auth.toLogin : it.auth.toRegister}
            </button>
          </p>
          <CookieNotice />
        </>
      )}
    </section>
  );
}
