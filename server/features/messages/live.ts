import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/events/events.ts';
import { presentMessage } from './presenter.ts';
import { partnersOf } from './service.ts';

/** Sends an event to every open socket of a member, on any instance (the realtime hub). */
export type LiveSend = (userId: string, event: { type: string; data?: unknown }) => void | Promise<void>;

/**
 * The live side of messages (SPEC §7, DESIGN §5). Everything is pushed after its transaction committed:
 * a message is stored before anyone hears of it.
 * - `new_message` to the receiver and to the sender's other sockets (another tab, the phone);
 * - `read` receipts to the sender (unless either blocked the other), and to the reader's other tabs.
 */
export function subscribeMessagesLive(events: EventBus, send: LiveSend) {
  events.afterCommit('message.sent', async ({ message }) => {
    const event = { type: 'new_message', data: presentMessage(message) };
    await Promise.all([send(message.receiverId, event), send(message.senderId, event)]);
  });
  events.afterCommit('conversation.read', async ({ readerId, otherUserId, readAt, upTo, partnerHears }) => {
    const event = {
      type: 'read',
      data: { readerId, otherUserId, readAt: readAt.toISOString(), upTo: upTo.toISOString() },
    };
    // The receipt goes to the sender of what was read, never across a block (issue 25).
    await Promise.all([partnerHears ? send(otherUserId, event) : undefined, send(readerId, event)]);
  });
}

/** Tells a member's conversation partners that they came online or went offline. */
export function announcePresence(db: Db, send: LiveSend) {
  return async (userId: string, isOnline: boolean) => {
    const event = { type: 'presence', data: { userId, isOnline } };
    for (const partnerId of await partnersOf(db, userId)) await send(partnerId, event);
  };
}
