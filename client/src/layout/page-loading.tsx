import { it } from '../i18n/it.ts';
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
