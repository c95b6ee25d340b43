import type { MessageImage, MessagePayload } from '@common/schemas/messages.ts';
import { Check, CheckCheck, Clock, MessageCircle, Trash2 } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { messagesText } from '../../i18n/messages.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ImageViewer } from '../../ui/image-viewer.tsx';
import { Linkified } from '../../ui/linkified.tsx';
import { SendFailed } from '../../ui/send-failed.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { dayLabel, isNewDay, messageTime } from './chat-format.ts';
import type { Outgoing } from './use-outgoing.ts';

const text = messagesText.chat;
/** Within this many pixels of the bottom, the view counts as pinned to the newest message. */
const PINNED_PX = 80;
/** Older messages load when the view comes this close to the top. */
const LOAD_OLDER_PX = 150;

/** A chat photo's thumbnail, its place kept by its size while it loads; a tap opens it whole (issue 27). */
function Photo({
  src,
  alt,
  size,
  onOpen,
}: {
  src: string;
  alt: string;
  size?: Pick<MessageImage, 'width' | 'height'>;
  onOpen?: () => void;
}) {
  const ratio = size?.width && size.height ? `${size.width} / ${size.height}` : '4 / 3';
  const image = (
    <img
      src={src}
      alt={alt}
      width={size?.width ?? undefined}
      height={size?.height ?? undefined}
      style={{ aspectRatio: ratio }}
      className="block h-auto max-h-72 w-56 max-w-full rounded-xl bg-slate-200 object-cover dark:bg-slate-700"
    />
  );
  if (!onOpen) return image;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${messagesText.chat.openPhoto}: ${alt}`}
      className="-mx-1.5 -mt-0.5 mb-1 block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      {image}
    </button>
  );
}

/** One message: mine on the right with its read tick, the partner's on the left, each with hh:mm (SPEC §2). */
function Bubble({
  message,
  mine,
  photoAlt,
  onOpenPhoto,
}: {
  message: MessagePayload;
  mine: boolean;
  photoAlt: string;
  onOpenPhoto: (image: MessageImage) => void;
}) {
  const Tick = message.readAt ? CheckCheck : Check;
  const { image } = message;
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
        {image && (
          <Photo src={image.thumbnailUrl} alt={photoAlt} size={image} onOpen={() => onOpenPhoto(image)} />
        )}
        {message.content && (
          <p className="break-words whitespace-pre-wrap">
            <Linkified text={message.content} />
          </p>
        )}
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
 * A message of mine the server does not have yet: on its way, or failed with 'Riprova' (and 'Elimina') on it
 * (issue 27).
 */
function OutgoingBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: Outgoing;
  onRetry?: (key: string) => void;
  onDiscard: (key: string) => void;
}) {
  const failed = item.status === 'failed';
  return (
    <li className="flex flex-col items-end gap-1" data-outgoing={item.status}>
      <div
        className={cx(
          'max-w-[80%] rounded-2xl rounded-br-md px-3.5 py-2 shadow-sm',
          failed
            ? 'border border-red-300 bg-red-50 text-slate-900 dark:border-red-800 dark:bg-red-950 dark:text-slate-100'
            : 'bg-orange-700/80 text-white',
        )}
      >
        {item.photo && <Photo src={item.photo.previewUrl} alt={text.yourPhoto} />}
        {item.content && <p className="break-words whitespace-pre-wrap">{item.content}</p>}
        {!failed && (
          <p className="mt-0.5 flex items-center justify-end gap-1 text-[0.6875rem] text-orange-100">
            <Clock aria-hidden="true" className="size-3.5" />
            {text.sending}
          </p>
        )}
      </div>
      {failed && (
        <SendFailed
          message={text.failed}
          retryLabel={text.retrySend}
          onRetry={onRetry && (() => onRetry(item.key))}
        >
          <Button variant="ghost" size="sm" onClick={() => onDiscard(item.key)} aria-label={text.discard}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </SendFailed>
      )}
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
  outgoing,
  onRetry,
  onDiscard,
  hasOlder,
  loadingOlder,
  loadOlder,
  pinRequest,
}: {
  me: string;
  partnerName: string;
  messages: MessagePayload[];
  /** My messages still on their way or failed (issue 27), after the stored ones. */
  outgoing: Outgoing[];
  /** Sends a failed message again; absent when it cannot be (a block). */
  onRetry?: (key: string) => void;
  onDiscard: (key: string) => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  /** Changes when the view must jump to the newest message whatever its position (a message was sent). */
  pinRequest: number;
}) {
  const scroller = useRef<HTMLElement>(null);
  const pinned = useRef(true);
  const anchor = useRef<{ height: number; top: number; oldest?: string } | null>(null);
  const [viewing, setViewing] = useState<MessageImage | null>(null);

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
  }, [messages, outgoing, loadingOlder]);

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
      {messages.length === 0 && outgoing.length === 0 ? (
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
              <Bubble
                message={message}
                mine={message.senderId === me}
                photoAlt={message.senderId === me ? text.yourPhoto : text.photo(partnerName)}
                onOpenPhoto={setViewing}
              />
            </Fragment>
          ))}
          {outgoing.map((item) => (
            <OutgoingBubble key={item.key} item={item} onRetry={onRetry} onDiscard={onDiscard} />
          ))}
        </ol>
      )}
      <ImageViewer
        src={viewing?.url ?? null}
        alt={text.photoViewer}
        title={text.photoViewer}
        closeLabel={text.closePhoto}
        onClose={() => setViewing(null)}
      />
    </section>
  );
}
