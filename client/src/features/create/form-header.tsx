import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { it } from '../../i18n/it.ts';

/** The top of a create form: the way back to the choice (SPEC §2), the form's title, an optional action. */
export function FormHeader({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1 px-2 pt-2 pb-2">
      <button
        type="button"
        onClick={onBack}
        aria-label={it.create.back}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </button>
      <h1 className="mr-auto text-xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
