import { aiText } from '../../i18n/ai.ts';
import { clockTime } from '../../lib/format.ts';
import { cx } from '../../ui/cx.ts';
import { SendFailed } from '../../ui/send-failed.tsx';
import { AnalysisCard } from './analysis-card.tsx';
import type { LocalAiMessage } from './use-assistant-chat.ts';

const time = (timestamp: number) => clockTime(new Date(timestamp));

/** One message: the member's on the right (with their photo), the assistant's on the left with its card. */
export function AiMessage({
  message,
  question,
  done,
  onToggleStep,
  onChoose,
  onRetry,
}: {
  message: LocalAiMessage;
  /** The member's message this one answers (for 'Chiedi alla community'). */
  question?: LocalAiMessage;
  done: number[];
  onToggleStep: (step: number) => void;
  /** Sends one of the answers the assistant offered (issue 24); absent when they can no longer be picked. */
  onChoose?: (choice: string) => void;
  /** Asks a question that got no answer again (issue 27); absent while another is on its way. */
  onRetry?: () => void;
}) {
  const mine = message.role === 'user';
  return (
    <li
      className={cx(
        // Scrolled to by its start: clear of the fixed top bar.
        'flex scroll-mt-[calc(4.25rem+env(safe-area-inset-top))] flex-col gap-2',
        mine ? 'items-end' : 'items-start',
      )}
    >
      <div
        className={cx(
          'max-w-[85%] space-y-2 rounded-2xl px-3.5 py-2.5 text-sm',
          mine
            ? 'bg-orange-700 text-white'
            : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        <p className="sr-only">{mine ? aiText.you : aiText.assistant}</p>
        {message.image && (
          <img
            src={message.image}
            alt={aiText.input.imagePreview}
            className="max-h-48 rounded-xl object-contain"
          />
        )}
        {message.hadImage && !message.image && (
          <p className={cx('text-xs italic', mine ? 'text-orange-100' : 'text-slate-600')}>
            {aiText.history.photoAttached}
          </p>
        )}
        <p className="whitespace-pre-line">{message.content}</p>
        <p
          className={cx(
            'text-right text-xs',
            mine ? 'text-orange-100' : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {time(message.timestamp)}
        </p>
      </div>
      {message.failed && <SendFailed message={aiText.failed} retryLabel={aiText.retry} onRetry={onRetry} />}
      {message.choices && onChoose && (
        <fieldset className="flex max-w-full flex-wrap gap-2">
          <legend className="sr-only">{aiText.choicesLabel}</legend>
          {message.choices.map((choice) => (
            <button
              key={choice}
              type="button"
              onClick={() => onChoose(choice)}
              className="inline-flex min-h-11 items-center rounded-full border border-orange-300 bg-white px-4 text-sm font-medium text-orange-900 hover:bg-orange-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:border-orange-800 dark:bg-slate-900 dark:text-orange-200 dark:hover:bg-orange-950"
            >
              {choice}
            </button>
          ))}
        </fieldset>
      )}
      {message.analysisData && (
        <div className="w-full">
          <AnalysisCard
            analysis={message.analysisData}
            done={done}
            onToggleStep={onToggleStep}
            question={question?.content ?? ''}
            image={question?.image}
          />
        </div>
      )}
    </li>
  );
}
