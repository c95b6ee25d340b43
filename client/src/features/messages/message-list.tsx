import type { MessagePayload } from '@common/schemas/messages.ts';
import { Check, CheckCheck, MessageCircle } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { messagesText } from '../../i18n/messages.ts';
import { cx } from '../../ui/cx.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Linkified } from '../../ui/linkified.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { dayLabel, isNewDay, messageTime } from './chat-format.ts';

const text = messagesText.chat;
/** Within this many pixels of the bottom, the view counts as pinned to the newest message. */
const PINNED_PX = 80;
/** Older messages load when the view comes this close to the top. */
const LOAD_OLDER_PX = 150;

/** One message: mine on the right with its read tick, the partner's on the left, each with hh:mm (SPEC §2). */
function Bubble({ message, mine }: { message: MessagePayload; mine: boolean }) {
  const Tick = message.readAt ? CheckCheck : Check;
  return (
    <li className={cx('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cx(
          'max-w-[80%] rounded-2xl px-3.5 py-2 shadow-sm',
          mine
            ? 'rounded-br-md bg-orange-700 text-white'
            : 'rounded-bl-md bg-white text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        <p className="break-words whitespace-pre-wrap">
          <Linkified text={message.content} />
        </p>
        <p
          className={cx(
            'mt-0.5 flex items-center justify-end gap-1 text-[0.6875rem] tabular-nums',
            mine ? 'text-orange-100' : 'text-slate-600 dark:text-slate-400',
          )}
        >
          <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
          {mine && (
            <>
              <Tick aria-hidden="true" className="size-3.5" strokeWidth={2.5} />
              <span className="sr-only">{message.readAt ? text.read : text.sent}</span>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * The chat's scrolling history, oldest at the top. It stays pinned to the newest message while the reader
 * is at the bottom (or has just sent one), and loads older pages when scrolled near the top, keeping the
 * message under the reader's eyes in place.
 */
export function MessageList({
  me,
  partnerName,
  messages,
  hasOlder,
  loadingOlder,
  loadOlder,
  pinRequest,
}: {
  me: string;
  partnerName: string;
  messages: MessagePayload[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  /** Changes when the view must jump to the newest message whatever its position (a message was sent). */
  pinRequest: number;
}) {
  const scroller = useRef<HTMLElement>(null);
  const pinned = useRef(true);
  const anchor = useRef<{ height: number; top: number; oldest?: string } | null>(null);

  function requestOlder() {
    const box = scroller.current;
    if (!box || !hasOlder || loadingOlder || anchor.current) return;
    anchor.current = { height: box.scrollHeight, top: box.scrollTop, oldest: messages[0]?.id };
    loadOlder();
  }

  function onScroll() {
    const box = scroller.current;
    if (!box) return;
    pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < PINNED_PX;
    if (box.scrollTop < LOAD_OLDER_PX) requestOlder();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the list or a pin request
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const held = anchor.current;
    if (held && messages[0]?.id !== held.oldest) {
      // Older messages went in above: keep what the reader was looking at where it was.
      box.scrollTop = box.scrollHeight - held.height + held.top;
      anchor.current = null;
    } else if (held && !loadingOlder) {
      anchor.current = null; // the older page brought nothing new
    } else if (pinned.current) {
      box.scrollTop = box.scrollHeight;
    }
    // A first page too short to scroll can never be scrolled up: fetch the older one at once.
    if (box.scrollHeight <= box.clientHeight) requestOlder();
  }, [messages, loadingOlder]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a pin request moves to the newest message
  useLayoutEffect(() => {
    pinned.current = true;
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [pinRequest]);

  return (
    // Focusable, so the history scrolls with the keyboard too (axe: scrollable-region-focusable).
    <section
      ref={scroller}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
      aria-label={text.history(partnerName)}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-500"
    >
      {loadingOlder && (
        <p role="status" className="flex items-center justify-center gap-2 py-2 text-xs text-slate-600">
          <Spinner />
          {text.loadingOlder}
        </p>
      )}
      {messages.length === 0 ? (
        <EmptyState icon={MessageCircle} title={text.empty} description={text.emptyDescription} />
      ) : (
        <ol aria-label={text.history(partnerName)} className="space-y-1.5">
          {messages.map((message, i) => (
            <Fragment key={message.id}>
              {isNewDay(messages[i - 1]?.createdAt, message.createdAt) && (
                <li className="flex justify-center py-2">
                  <span className="rounded-full bg-slate-200 px-3 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                    {dayLabel(message.createdAt)}
                  </span>
                </li>
              )}
              <Bubble message={message} mine={message.senderId === me} />
            </Fragment>
          ))}
        </ol>
      )}
    </section>
  );
}
