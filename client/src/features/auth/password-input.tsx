import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { it } from '../../i18n/it.ts';
import { Input } from '../../ui/input.tsx';

/** A password field with a show/hide toggle (SPEC §2). */
export function PasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** When set, the field is marked invalid and described by `${id}-error`, where the caller shows it. */
  error?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // A new password is not 'La tua password' yet (issue 27).
        placeholder={
          autoComplete === 'new-password' ? it.auth.newPasswordPlaceholder : it.auth.passwordPlaceholder
        }
        className="pr-12"
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? it.auth.hidePassword : it.auth.showPassword}
        aria-controls={id}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-slate-300 dark:hover:text-white"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
