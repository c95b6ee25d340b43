import { displayName } from '@common/people.ts';
import { type MessagePayload, messagePreview } from '@common/schemas/messages.ts';
import { X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'wouter';
import { useUserQuery } from '../data/users.ts';
import { bannerText as text } from '../i18n/messages-banner.ts';
import { Avatar } from '../ui/avatar.tsx';

/** How long the banner stays when nobody touches it. */
const SHOW_MS = 5000;

let current: MessagePayload | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** A message that arrived live: shown unless its chat is the screen in front of the member. */
export function announceMessage(message: MessagePayload) {
  current = message;
  emit();
}

function dismiss() {
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The in-app banner for a message that arrives while the member is on another screen (issue 27): the
 * sender and the start of the text; tapping it opens the chat. It goes by itself after a few seconds.
 */
export function MessageBanner() {
  const message = useSyncExternalStore(subscribe, () => current);
  const [location] = useLocation();
  // On the chat itself, or on the list of conversations that shows it already, no banner.
  const onItsChat = message
    ? location === `/messages/${message.senderId}` || location === '/messages'
    : false;
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(dismiss, SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  useEffect(() => {
    if (onItsChat) dismiss();
  }, [onItsChat]);
  if (!message || onItsChat) return null;
  return <Banner message={message} />;
}

function Banner({ message }: { message: MessagePayload }) {
  const sender = useUserQuery(message.senderId);
  const name = sender.data ? displayName(sender.data) : text.someone;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-[calc(env(safe-area-inset-top)+0.5rem)] z-[80] mx-auto w-[calc(100%-1rem)] max-w-[464px]"
    >
      <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur dark:border-slate-700 dark:bg-slate-800/95">
        <Link
          href={`/messages/${message.senderId}`}
          onClick={dismiss}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-orange-500"
          aria-label={text.open(name)}
        >
          <Avatar person={sender.data} id={message.senderId} src={sender.data?.avatarUrl} size="md" />
          <span className="min-w-0">
            <span className="block truncate font-semibold">{name}</span>
            <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
              {messagePreview(message.content, message.image !== null)}
            </span>
          </span>
        </Link>
        <button
          type="button"
          onClick={dismiss}
          aria-label={text.close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-700"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  );
}
