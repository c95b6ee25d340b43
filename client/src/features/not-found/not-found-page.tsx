import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { it } from '../../i18n/it.ts';
import { buttonClasses } from '../../ui/button.tsx';

/** The fallback route (SPEC §2): 'Page Not Found', with an Italian explanation and a way home. */
export function NotFoundPage() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <span className="mb-5 inline-flex size-20 items-center justify-center rounded-3xl bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <SearchX aria-hidden="true" className="size-10" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-orange-700 dark:text-orange-400">404</p>
      <h1 lang="en" className="mt-1 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {it.notFound.title}
      </h1>
      <p className="mt-2 max-w-xs text-slate-700 dark:text-slate-300">{it.notFound.description}</p>
      <Link href="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        {it.common.backHome}
      </Link>
    </div>
  );
}
