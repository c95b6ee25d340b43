import type { CurrentUser } from '@common/schemas/user.ts';
import { ArrowLeft, History, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { aiText } from '../../i18n/ai.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AiComposer } from './ai-composer.tsx';
import { AiEmptyState } from './ai-empty-state.tsx';
import { AiMessage } from './ai-message.tsx';
import { ConversationList } from './conversation-list.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import { useAssistantChat } from './use-assistant-chat.ts';

/** The AI repair assistant (/ai, SPEC §2); the conversation comes back where it was left (issue 24). */
function AiPage({ user }: { user: CurrentUser }) {
  const chat = useAssistantChat(user.id);
  const [historyOpen, setHistoryOpen] = useState(false);
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
      <header className="border-b border-slate-200 px-4 pt-2 pb-1 dark:border-slate-800">
        <div className="flex items-center gap-2">
          <Link href="/" aria-label={aiText.back} className={buttonClasses('ghost', 'icon', '-ml-2')}>
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
          <div className="min-w-0 flex-1">
            <h1 className="whitespace-nowrap text-[1.0625rem] font-semibold leading-tight text-slate-900 dark:text-slate-100">
              {aiText.title}
            </h1>
            <p className="whitespace-nowrap text-xs text-slate-700 dark:text-slate-300">{aiText.subtitle}</p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-2">
          <Button variant="ghost" size="compact" className="-ml-2" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" className="size-4" />
            {aiText.history.open}
          </Button>
          <Button variant="soft" size="compact" onClick={chat.reset}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {aiText.newChat}
          </Button>
        </div>
      </header>
      <div className="flex-1">
        {chat.restoring && count === 0 ? (
          <div role="status" aria-busy="true" aria-label={aiText.history.loading} className="space-y-4 p-3">
            <Skeleton className="ml-auto h-14 w-3/4 rounded-2xl" />
            <Skeleton className="h-64 rounded-2xl" />
          </div>
        ) : count === 0 && !chat.pending ? (
          <AiEmptyState />
        ) : (
          <ol ref={list} aria-label={aiText.title} className="space-y-4 p-3">
            {chat.messages.map((message, index) => (
              <AiMessage
                key={message.id}
                message={message}
                question={chat.messages.slice(0, index).findLast((m) => m.role === 'user')}
                done={chat.completed[message.id] ?? []}
                onToggleStep={(step) => chat.toggleStep(message, step)}
                // Only the latest question's answers can be picked: older ones were answered already.
                onChoose={
                  index === count - 1 && !chat.pending ? (choice) => chat.send(choice, null) : undefined
                }
                onRetry={chat.pending ? undefined : () => chat.retry(message.id)}
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
      <ConversationList
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        currentId={chat.conversationId}
        onPick={(id) => void chat.open(id)}
        onDeleted={(id) => {
          if (id === chat.conversationId) chat.reset();
        }}
      />
    </div>
  );
}

export default AiPage;
