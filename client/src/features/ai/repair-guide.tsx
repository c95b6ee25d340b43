import type { GuideStep } from '@common/schemas/ai.ts';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { aiText } from '../../i18n/ai.ts';
import { Badge } from '../../ui/badge.tsx';
import { cx } from '../../ui/cx.ts';

/**
 * SPEC §2 guide: each step with its number, instruction, optional 'Attenzione' warning and 'Risultato
 * atteso', and a done toggle; 'Progresso Riparazione' shows 'N di M completati'.
 */
export function RepairGuide({
  steps,
  done,
  onToggle,
}: {
  steps: GuideStep[] | undefined;
  done: number[];
  onToggle: (step: number) => void;
}) {
  const progressId = useId();
  if (!steps || steps.length === 0) {
    return <p className="text-sm text-slate-700 dark:text-slate-300">{aiText.guide.none}</p>;
  }
  const completed = steps.filter((s) => done.includes(s.step)).length;
  const percent = Math.round((completed / steps.length) * 100);
  return (
    <div className="space-y-3">
      <div>
        <div className="flex justify-between text-sm font-medium text-slate-800 dark:text-slate-200">
          <span id={progressId}>{aiText.guide.progress}</span>
          <span>{aiText.guide.completed(completed, steps.length)}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={completed}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className="h-full rounded-full bg-emerald-600 motion-safe:transition-all"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <ol className="space-y-2">
        {steps.map((s) => {
          const isDone = done.includes(s.step);
          return (
            <li
              key={s.step}
              className={cx(
                'flex gap-3 rounded-xl border p-3',
                isDone
                  ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40'
                  : 'border-slate-200 dark:border-slate-700',
              )}
            >
              <button
                type="button"
                aria-pressed={isDone}
                aria-label={aiText.guide.markDone(s.step)}
                onClick={() => onToggle(s.step)}
                className={cx(
                  'flex size-11 shrink-0 items-center justify-center rounded-full border-2 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500',
                  isDone
                    ? 'border-emerald-700 bg-emerald-700 text-white'
                    : 'border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-100',
                )}
              >
                {isDone ? <Check aria-hidden="true" className="size-5" /> : s.step}
              </button>
              <div className="min-w-0 flex-1 space-y-1.5 text-sm">
                <p className="sr-only">{aiText.guide.step(s.step)}</p>
                <p className="text-slate-900 dark:text-slate-100">{s.instruction}</p>
                {s.warning && (
                  <p className="flex flex-wrap items-start gap-1.5 text-red-800 dark:text-red-300">
                    <Badge tone="danger">{aiText.guide.warning}</Badge>
                    <span>{s.warning}</span>
                  </p>
                )}
                {s.expectedResult && (
                  <p className="text-slate-700 dark:text-slate-300">
                    <span className="font-semibold">{aiText.guide.expected}: </span>
                    {s.expectedResult}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
