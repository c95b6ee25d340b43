import { type ReactNode, useId } from 'react';
import { settingsText } from '../../i18n/settings.ts';
import { errorJson } from '../../lib/api.ts';

/** One card of the settings screen, named by its heading. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A short text under a field or a section heading. */
export function Hint({ children }: { children: ReactNode }) {
  return <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}

export { FieldError } from '../../ui/field-error.tsx';

/** The server's Italian message of a failed call, or the generic one. */
export const serverMessage = (error: unknown) =>
  errorJson<{ message: string }>(error)?.message ?? settingsText.genericError;
