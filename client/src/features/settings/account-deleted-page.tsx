import type { AccountDeleted } from '@common/schemas/account.ts';
import { CircleCheck } from 'lucide-react';
import { accountDeletedText as text } from '../../i18n/settings.ts';
import { GuestFrame } from '../../layout/guest-frame.tsx';
import { buttonClasses } from '../../ui/button.tsx';

/** Where the settings page leaves what the deletion removed, for the page after the reload. */
export const DELETED_KEY = 'riparami:account-deleted';

function readDeleted(): AccountDeleted['deleted'] | null {
  try {
    const raw = sessionStorage.getItem(DELETED_KEY);
    return raw ? (JSON.parse(raw) as AccountDeleted['deleted']) : null;
  } catch {
    return null;
  }
}

/** /account-eliminato: after deleting the account, what was deleted (issue 27). */
function AccountDeletedPage() {
  const deleted = readDeleted();
  const lines = deleted
    ? (Object.keys(text.items) as (keyof typeof text.items)[])
        .filter((key) => deleted[key] > 0)
        .map((key) => text.items[key](deleted[key]))
    : [];
  return (
    <GuestFrame>
      <section className="mt-6 rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-xl shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900">
        <CircleCheck aria-hidden className="mx-auto mb-3 size-10 text-emerald-600" />
        <h1 className="text-2xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{text.body}</p>
        {lines.length > 0 ? (
          <ul
            className="mt-4 space-y-1 text-left text-slate-700 dark:text-slate-300"
            aria-label={text.listLabel}
          >
            {lines.map((line) => (
              <li key={line}>• {line}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{text.sessions}</p>
        <a href="/" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {text.home}
        </a>
      </section>
    </GuestFrame>
  );
}

export default AccountDeletedPage;
