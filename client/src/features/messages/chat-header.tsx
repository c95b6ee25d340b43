import { displayName } from '@common/people.ts';
import type { AuthorPayload } from '@common/schemas/user.ts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { usePartnerTyping } from '../../data/message-live.ts';
import { usePresenceQuery } from '../../data/messages.ts';
import { messagesText } from '../../i18n/messages.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ChatOptions } from './chat-options.tsx';

const text = messagesText.chat;

/** The chat's bar (SPEC §2): back to /messages, the partner's initials and name, and their status line. */
export function ChatHeader({ otherUserId, partner }: { otherUserId: string; partner?: AuthorPayload }) {
  const presence = usePresenceQuery(otherUserId, { enabled: !!partner });
  const typing = usePartnerTyping(otherUserId);
  const online = presence.data?.isOnline ?? false;
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 bg-white/95 px-1.5 py-1.5 backdrop-blur-md dark:border-slate-800 dark:bg-slate-900/95">
      <Link href="/messages" aria-label={text.back} className={buttonClasses('ghost', 'icon')}>
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      {partner ? (
        <>
          {/* The name and photo open the member's profile, where blocking and reporting live (issue 27). */}
          <Link
            href={`/profile?id=${encodeURIComponent(otherUserId)}`}
            aria-label={text.openProfile(displayName(partner))}
            className="shrink-0 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
          >
            <Avatar person={partner} id={otherUserId} src={partner.avatarUrl} />
          </Link>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-base leading-tight font-semibold">
              <Link
                href={`/profile?id=${encodeURIComponent(otherUserId)}`}
                className="rounded hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
              >
                {displayName(partner)}
              </Link>
            </h1>
            <p
              aria-live="polite"
              className={cx(
                'flex items-center gap-1.5 text-xs',
                typing || online
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : 'text-slate-600 dark:text-slate-400',
              )}
            >
              {!typing && (
                <span
                  aria-hidden="true"
                  className={cx('size-2 rounded-full', online ? 'bg-emerald-600' : 'bg-slate-400')}
                />
              )}
              {typing ? text.typing : online ? text.online : text.offline}
            </p>
          </div>
        </>
      ) : (
        <div className="flex flex-1 items-center gap-3" aria-hidden="true">
          <Skeleton className="size-10 rounded-full" />
          <span className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-16" />
          </span>
        </div>
      )}
      {partner ? <ChatOptions otherUserId={otherUserId} name={displayName(partner)} /> : null}
    </header>
  );
}
