import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useConfirmEmailMutation } from '../../data/settings.ts';
import { confirmEmailText } from '../../i18n/settings.ts';
import { GuestFrame } from '../../layout/guest-frame.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { serverMessage } from './section.tsx';

type State = { kind: 'loading' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** /conferma-email?token=…: the link mailed to a new address; opening it makes it the account's. */
function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'loading' } : { kind: 'error', message: confirmEmailText.missingToken },
  );
  const confirm = useConfirmEmailMutation();
  const attempted = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    // A link works once: never send it twice (React may run this effect twice in development).
    if (!token || attempted.current === token) return;
    attempted.current = token;
    mutate(token, {
      onSuccess: (result) => setState({ kind: 'done', message: result.message }),
      onError: (error) => setState({ kind: 'error', message: serverMessage(error) }),
    });
  }, [token, mutate]);

  return (
    <GuestFrame>
      <section
        aria-live="polite"
        className="mt-6 space-y-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900"
      >
        {state.kind === 'loading' ? (
          <p className="flex items-center gap-2">
            <Spinner /> {confirmEmailText.loading}
          </p>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">
              {state.kind === 'done' ? confirmEmailText.doneTitle : confirmEmailText.errorTitle}
            </h1>
            <p className={state.kind === 'error' ? 'font-medium text-red-700 dark:text-red-400' : ''}>
              {state.message}
            </p>
            <a href="/" className={buttonClasses('primary')}>
              {confirmEmailText.home}
            </a>
          </>
        )}
      </section>
    </GuestFrame>
  );
}

export default ConfirmEmailPage;
