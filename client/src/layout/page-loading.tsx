import { it } from '../i18n/it.ts';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Logo } from './logo.tsx';

/** While a lazy screen's code loads inside the layout: a neutral skeleton of a page. */
export function PageLoading() {
  return (
    <div aria-busy="true" className="space-y-4 p-4">
      <span className="sr-only">{it.app.loading}</span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-28 w-full rounded-2xl" />
      <Skeleton className="h-28 w-full rounded-2xl" />
    </div>
  );
}

/** Before we know who is signed in: a neutral screen, so neither the landing page nor the app flashes. */
export function AppLoading({ label = it.app.loading }: { label?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 dark:bg-slate-950">
      <main aria-busy="true" className="flex flex-col items-center gap-4">
        <Logo />
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="size-4" />
          {label}
        </p>
      </main>
    </div>
  );
}

/**
 * The session could not be checked (offline, server down) on a device a member last used: not the landing page,
 * which would read as being signed out, but what happened and a way to try again.
 */
export function AppUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center dark:bg-slate-950">
      <main className="flex flex-col items-center gap-3">
        <Logo />
        <h1 className="text-lg font-semibold text-slate-900 dark:text-white">{it.app.unreachable}</h1>
        <p className="max-w-xs text-sm text-slate-700 dark:text-slate-300">{it.app.unreachableDescription}</p>
        <Button onClick={onRetry}>{it.app.retry}</Button>
      </main>
    </div>
  );
}
