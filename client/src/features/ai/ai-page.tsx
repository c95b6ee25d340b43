import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useAiConversationsQuery } from '../../data/ai.ts';
import { aiText } from '../../i18n/ai.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { AiComposer } from './ai-composer.tsx';
import { AiEmptyState } from './ai-empty-state.tsx';
import { AiMessage } from './ai-message.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import { useAssistantChat } from './use-assistant-chat.ts';

/** The AI repair assistant (/ai, SPEC §2). */
export function AiPage() {
  const chat = useAssistantChat();
  // SPEC §7: the conversations are fetched when signed in; the screen does not list them.
  useAiConversationsQuery();
  const list = useRef<HTMLOListElement>(null);
  const count = chat.messages.length;
  const lastRole = chat.messages.at(-1)?.role;

  // A reply shows from its start (an analysis is taller than the screen, and the bottom of the page is
  // under the composer and the bottom bar); a question and the typing indicator show above the composer.
  useEffect(() => {
    if (count === 0 && !chat.pending) return;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const reply = !chat.pending && lastRole === 'assistant' ? list.current?.lastElementChild : null;
    if (reply) reply.scrollIntoView({ block: 'start', behavior });
    else window.scrollTo({ top: document.documentElement.scrollHeight, behavior });
  }, [count, chat.pending, lastRole]);

  return (
    <div className="flex flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 dark:border-slate-800">
        <Link href="/" aria-label={aiText.back} className={buttonClasses('ghost', 'icon')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="text-balance font-semibold leading-tight text-slate-900 dark:text-slate-100">
            {aiText.title}
          </h1>
          <p className="text-xs text-slate-700 dark:text-slate-300">{aiText.subtitle}</p>
        </div>
        <Button variant="soft" size="compact" onClick={chat.reset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {aiText.newChat}
        </Button>
      </header>
      <div className="flex-1">
        {count === 0 && !chat.pending ? (
          <AiEmptyState />
        ) : (
          <ol ref={list} aria-label={aiText.title} className="space-y-4 p-3">
            {chat.messages.map((message, index) => (
              <AiMessage
                key={message.id}
                message={message}
                question={chat.messages.slice(0, index).findLast((m) => m.role === 'user')}
                done={chat.completed[message.id] ?? []}
                onToggleStep={(step) => chat.toggleStep(message.id, step)}
              />
            ))}
            {chat.pending && (
              <li>
                <TypingIndicator />
              </li>
            )}
          </ol>
        )}
      </div>
      <AiComposer pending={chat.pending} onSend={chat.send} />
    </div>
  );
}

export default AiPage;
