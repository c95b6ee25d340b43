import type { MessagePayload } from '@common/schemas/messages.ts';
import { useEffect, useRef, useState } from 'react';
import { sendRefusal, useSendMessageMutation } from '../../data/messages.ts';
import { uploadImage } from '../../data/uploads.ts';
import { messagesText } from '../../i18n/messages.ts';
import { handleUnauthorized } from '../../lib/errors.ts';
import { toast } from '../../ui/toast.tsx';
import type { PickedPhoto } from './composer.tsx';

/** A message on its way, or one that failed and waits for 'Riprova' (issue 27). */
export interface Outgoing {
  key: string;
  content: string;
  photo: PickedPhoto | null;
  /** The photo's object path once uploaded: a retry does not upload it again. */
  imageUrl?: string;
  status: 'sending' | 'failed';
  /** When the newest message of the chat was sent, as it was written: its stored copy comes after. */
  since: string;
}

/**
 * The outgoing messages still to show: the live channel may bring a message's stored copy before the
 * answer to its POST, and the thread must not show it twice meanwhile.
 */
export function stillOutgoing(items: Outgoing[], stored: MessagePayload[], me: string): Outgoing[] {
  return items.filter(
    (item) =>
      item.status === 'failed' ||
      !stored.some(
        (m) =>
          m.senderId === me &&
          m.createdAt > item.since &&
          m.content === item.content &&
          (m.image !== null) === (item.photo !== null),
      ),
  );
}

let nextKey = 1;

/**
 * The member's messages until the server has them: shown in the thread at once, removed when stored (the
 * stored copy takes their place), kept marked failed when sending fails, to send again with 'Riprova'.
 * A photo goes through the posts' upload (SPEC §7) and stays private to the conversation.
 */
export function useOutgoing(me: string, otherUserId: string, onSent: () => void) {
  const [items, setItems] = useState<Outgoing[]>([]);
  const send = useSendMessageMutation(me, otherUserId);
  const latest = useRef(items);
  latest.current = items;
  // One at a time, in the order written: a message sent right after another never arrives before it.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const enqueue = (item: Outgoing) => {
    queue.current = queue.current.then(() => attempt(item));
  };

  const change = (key: string, update: Partial<Outgoing>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...update } : item)));

  function drop(key: string) {
    const item = latest.current.find((i) => i.key === key);
    if (item?.photo) URL.revokeObjectURL(item.photo.previewUrl);
    setItems((list) => list.filter((i) => i.key !== key));
  }

  async function attempt(item: Outgoing) {
    let imageUrl = item.imageUrl;
    try {
      if (item.photo && !imageUrl) {
        imageUrl = await uploadImage(item.photo.file, () => {}, new AbortController().signal, {
          publish: false,
        });
        change(item.key, { imageUrl });
      }
      await send.mutateAsync({ content: item.content, imageUrl });
      drop(item.key);
      onSent();
    } catch (error) {
      change(item.key, { status: 'failed' });
      if (handleUnauthorized(error)) return;
      const refusal = sendRefusal(error);
      if (refusal) toast({ title: messagesText.chat.failed, description: refusal, variant: 'destructive' });
    }
  }

  function add(content: string, photo: PickedPhoto | null, since: string) {
    const item: Outgoing = { key: `out-${nextKey++}`, content, photo, status: 'sending', since };
    setItems((list) => [...list, item]);
    onSent();
    enqueue(item);
  }

  function retry(key: string) {
    const item = latest.current.find((i) => i.key === key);
    if (item?.status !== 'failed') return;
    change(key, { status: 'sending' });
    enqueue(item);
  }

  // Leaving the chat frees the previews of photos not sent.
  useEffect(
    () => () => {
      for (const item of latest.current) if (item.photo) URL.revokeObjectURL(item.photo.previewUrl);
    },
    [],
  );

  return { items, add, retry, discard: drop };
}
