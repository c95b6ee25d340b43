import { displayName } from '@common/people.ts';
import type { CurrentUser } from '@common/schemas/user.ts';
import { UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { useBlockStatusQuery } from '../../data/blocks.ts';
import { chatMessages } from '../../data/message-cache.ts';
import { useChatQuery, useMarkChatReadMutation } from '../../data/messages.ts';
import { useUserQuery } from '../../data/users.ts';
import { messagesText } from '../../i18n/messages.ts';
import { errorStatus } from '../../lib/api.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BlockedNotice } from './blocked-notice.tsx';
import { ChatHeader } from './chat-header.tsx';
import { Composer, type PickedPhoto } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { stillOutgoing, useOutgoing } from './use-outgoing.ts';
import { useTypingAnnouncer } from './use-typing-announcer.ts';

const text = messagesText.chat;
/** The chat fills the screen: no navigation bars here (SPEC §2), only the safe-area insets. */
const FULL_HEIGHT = 'flex h-[calc(100dvh-env(safe-area-inset-top)-env(safe-area-inset-bottom))] flex-col';

/** SPEC §2: 'Utente non trovato' with a way back to the conversations. */
function PartnerNotFound() {
  return (
    <div className="flex flex-1 flex-col justify-center">
      <EmptyState
        icon={UserX}
        title={text.notFound}
        description={text.notFoundDescription}
        action={
          <Link href="/messages" className={buttonClasses('primary')}>
            {text.backToMessages}
          </Link>
        }
      />
    </div>
  );
}

/** Whether the page is on screen: messages arriving in a hidden tab stay unread until it is looked at. */
function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

function Chat({ me, otherUserId }: { me: string; otherUserId: string }) {
  const partner = useUserQuery(otherUserId);
  const found = partner.isSuccess;
  const chat = useChatQuery(otherUserId, { enabled: found });
  const blocks = useBlockStatusQuery(otherUserId, { enabled: found });
  const blocked = blocks.data?.isBlocked || blocks.data?.hasBlockedYou;
  const [pinRequest, setPinRequest] = useState(0);
  const outgoing = useOutgoing(me, otherUserId, () => setPinRequest((n) => n + 1));
  const markRead = useMarkChatReadMutation(otherUserId);
  const typing = useTypingAnnouncer(me, otherUserId);
  const visible = usePageVisible();
  const messages = chatMessages(chat.data);
  const unreadFromPartner = messages.some((m) => m.senderId === otherUserId && !m.readAt);

  // SPEC §4: opening the chat marks it read; so does each message arriving while it is open and on screen.
  const { mutate: markChatRead } = markRead;
  const loaded = chat.isSuccess;
  const openedRead = useRef(false);
  useEffect(() => {
    if (!loaded || !visible || (openedRead.current && !unreadFromPartner)) return;
    openedRead.current = true;
    markChatRead();
  }, [loaded, visible, unreadFromPartner, markChatRead]);

  const status = errorStatus(partner.error);
  if (status === 404 || status === 400) return <PartnerNotFound />;

  function onSend(content: string, photo: PickedPhoto | null) {
    typing.stop();
    outgoing.add(content, photo, messages.at(-1)?.createdAt ?? '');
  }

  const name = partner.data ? displayName(partner.data) : '';
  return (
    <div className={FULL_HEIGHT}>
      <ChatHeader otherUserId={otherUserId} partner={partner.data} />
      {chat.isError && messages.length === 0 ? (
        <div className="flex flex-1 flex-col justify-center">
          <EmptyState
            icon={UserX}
            title={text.loadError}
            action={
              <Button variant="outline" onClick={() => void chat.refetch()}>
                {text.retry}
              </Button>
            }
          />
        </div>
      ) : chat.isPending || partner.isPending ? (
        <div className="flex-1" />
      ) : (
        <MessageList
          me={me}
          partnerName={name}
          messages={messages}
          outgoing={stillOutgoing(outgoing.items, messages, me)}
          onRetry={blocked ? undefined : outgoing.retry}
          onDiscard={outgoing.discard}
          hasOlder={chat.hasNextPage}
          loadingOlder={chat.isFetchingNextPage}
          loadOlder={() => void chat.fetchNextPage()}
          pinRequest={pinRequest}
        />
      )}
      {blocked ? (
        <BlockedNotice youBlocked={!!blocks.data?.isBlocked} userId={otherUserId} name={name} />
      ) : (
        <Composer onSend={onSend} onTyping={typing.typed} />
      )}
    </div>
  );
}

/** /messages/{otherUserId} (SPEC §2): the live chat with one member. */
export function ChatPage({ user }: { user: CurrentUser }) {
  const { otherUserId = '' } = useParams<{ otherUserId: string }>();
  // A conversation with oneself does not exist: one's own id leads back to the conversations (issue 27).
  if (otherUserId === user.id) return <Redirect to="/messages" replace />;
  if (!otherUserId) return <PartnerNotFound />;
  return <Chat key={otherUserId} me={user.id} otherUserId={otherUserId} />;
}
