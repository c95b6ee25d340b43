import { aiText } from '../../i18n/ai.ts';

/** SPEC §2: shown while the assistant's reply is on its way. */
export function TypingIndicator() {
  return (
    <div aria-live="polite" className="flex w-fit gap-1 rounded-2xl bg-slate-100 px-4 py-3 dark:bg-slate-800">
      <span className="sr-only">{aiText.typing}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          style={{ animationDelay: `${delay}ms` }}
          className="size-2 rounded-full bg-slate-500 motion-safe:animate-bounce dark:bg-slate-400"
        />
      ))}
    </div>
  );
}
