import { TIMINGS } from '@common/constants.ts';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useResendVerificationMutation, useVerifyEmailMutation, verifyFailure } from '../../data/session.ts';
import { it } from '../../i18n/it.ts';
import { GuestFrame } from '../../layout/guest-frame.tsx';
import { toast } from '../../ui/toast.tsx';
import { authErrorText, authFailure } from '../auth/auth-errors.ts';
import { announceResendError, announceResendResult } from '../auth/resend.ts';
import type { VerifyState } from './verify-state.ts';
import { ErrorView, LoadingView, ResendingView, ResendSuccessView, SuccessView } from './verify-views.tsx';

const text = it.verifyEmail;

function initialState(token: string): VerifyState {
  return token ? { kind: 'loading' } : { kind: 'error', title: text.errorTitle, message: text.missingToken };
}

/** /verify-email?token=…: verifies the address once, then sends the visitor home after 3 s (SPEC §2). */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [state, setState] = useState<VerifyState>(() => initialState(token));
  const verify = useVerifyEmailMutation();
  const resend = useResendVerificationMutation();
  const attempted = useRef<string | null>(null);
  const { mutate: verifyToken } = verify;

  useEffect(() => {
    // A token can be used once: never send it twice (React may run this effect twice in development).
    if (!token || attempted.current === token) return;
    attempted.current = token;
    verifyToken(token, {
      onSuccess: (result) =>
        setState(
          result.success
            ? { kind: 'success', message: result.message || text.successDefault }
            : {
                kind: 'error',
                title: text.errorTitle,
                message: result.error || text.errorTitle,
                reason: result.reason,
                email: result.email,
              },
        ),
      onError: (error) => {
        const failure = verifyFailure(error);
        setState({
          kind: 'error',
          title: text.errorTitle,
          message: failure.error || failure.message || text.errorTitle,
          reason: failure.reason,
          email: failure.email,
        });
      },
    });
  }, [token, verifyToken]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = window.setTimeout(() => {
      window.location.href = '/';
    }, TIMINGS.verifiedRedirectMs);
    return () => window.clearTimeout(timer);
  }, [state.kind]);

  function resendTo(email: string, previous: Extract<VerifyState, { kind: 'error' }>) {
    const address = email.trim();
    if (!address) {
      toast({
        title: text.missingEmailTitle,
        description: text.missingEmailDescription,
        variant: 'destructive',
      });
      return;
    }
    setState({ kind: 'resending', email: address });
    resend.mutate(
      { email: address },
      {
        onSuccess: (result) => {
          if (announceResendResult(result)) setState({ kind: 'resendSuccess', email: address });
          else setState({ ...previous, email: address });
        },
        onError: (error) => {
          announceResendError(error);
          setState({
            ...previous,
            title: text.resendErrorTitle,
            message: authErrorText(authFailure(error), text.resendErrorTitle),
            email: previous.email ?? address,
          });
        },
      },
    );
  }

  return (
    <GuestFrame>
      <div className="my-auto pt-6">
        <section
          aria-live="polite"
          className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-xl shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900"
        >
          {state.kind === 'loading' && <LoadingView />}
          {state.kind === 'success' && <SuccessView message={state.message} />}
          {state.kind === 'error' && <ErrorView state={state} onResend={(email) => resendTo(email, state)} />}
          {state.kind === 'resending' && <ResendingView />}
          {state.kind === 'resendSuccess' && <ResendSuccessView email={state.email} />}
        </section>
      </div>
    </GuestFrame>
  );
}
