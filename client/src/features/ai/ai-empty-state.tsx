import { Camera, MessageSquareText } from 'lucide-react';
import { useAiStatusQuery } from '../../data/ai.ts';
import { aiText } from '../../i18n/ai.ts';

/**
 * SPEC §2: the empty state's two cards. Without a vision model the photo card keeps its label but says what
 * really happens: the description drives the answer (issue 24).
 */
export function AiEmptyState() {
  const vision = useAiStatusQuery().data?.vision ?? false;
  const cards = [
    { icon: MessageSquareText, title: aiText.empty.textTitle, body: aiText.empty.textBody },
    {
      icon: Camera,
      title: aiText.empty.imageTitle,
      body: vision ? aiText.empty.imageBody : aiText.empty.imageBodyNoVision,
    },
  ];
  return (
    <ul className="grid gap-3 p-4">
      {cards.map(({ icon: Icon, title, body }) => (
        <li
          key={title}
          className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
