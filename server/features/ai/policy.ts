import { notFound } from '../../platform/http/errors.ts';

/**
 * A member reads and continues only their own conversations; someone else's answers 404, as if
 * it did not exist (SPEC §7 calls, issue 18).
 */
export function assertOwnConversation(conversation: { userId: string } | undefined, userId: string) {
  if (!conversation || conversation.userId !== userId) throw notFound('Conversazione non trovata');
}
