import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { it } from '../i18n/it.ts';
import { Logo } from './logo.tsx';

/** A page outside the signed-in shell (verify e-mail, a guest's 404): logo on top, one centred column. */
export function GuestFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-orange-50 via-slate-50 to-slate-50 text-slate-900 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950 dark:text-slate-100">
      <header className="mx-auto flex w-full max-w-[480px] items-center px-4 pt-[calc(env(safe-area-inset-top)+0.75rem)] pb-2">
        <Link
          href="/"
          aria-label={it.topBar.home}
          className="inline-flex min-h-11 items-center rounded-xl px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
        >
          <Logo />
        </Link>
      </header>
      <main
        id="contenuto"
        className="mx-auto flex w-full max-w-[480px] flex-1 flex-col px-4 pb-[calc(env(safe-area-inset-bottom)+2rem)]"
      >
        {children}
      </main>
    </div>
  );
}
