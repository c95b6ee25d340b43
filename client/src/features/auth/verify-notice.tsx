import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useResendVerificationMutation } from '../../data/session.ts';
import { it } from '../../i18n/it.ts';
import { Button } from '../../ui/button.tsx';
import { announceResendError, announceResendResult } from './resend.ts';

/** The 'Verifica la tua email!' screen shown after a successful registration (SPEC §2). */
export function VerifyNotice({ email, onBack }: { email: string; onBack: () => void }) {
  const resend = useResendVerificationMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="text-center">
      <div className="mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300">
        <MailCheck aria-hidden="true" className="size-8" />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {it.auth.verifyTitle}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {it.auth.verifyBody}{' '}
        <strong className="[overflow-wrap:anywhere] text-slate-900 dark:text-white">{email}</strong>
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{it.auth.verifyHint}</p>
      <div className="mt-6 space-y-2">
        <Button
          variant="outline"
          className="w-full"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate({ email }, { onSuccess: announceResendResult, onError: announceResendError })
          }
        >
          {it.auth.resend}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onBack}>
          {it.auth.backToLogin}
        </Button>
      </div>
    </div>
  );
}
