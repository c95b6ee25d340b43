import { displayName } from '@common/people.ts';
import { type ConversationSummary, messagePreview } from '@common/schemas/messages.ts';

/** Lower case without accents, so 'perche' finds 'perché' and 'Niccolò' is found by 'niccolo'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The conversations whose partner's name or last message holds every word typed in the search box. */
export function filterConversations(list: ConversationSummary[], search: string): ConversationSummary[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return list;
  return list.filter((c) => {
    const haystack = fold(
      `${displayName(c.user)} ${messagePreview(c.lastMessage.content, c.lastMessage.hasImage)}`,
    );
    return words.every((word) => haystack.includes(word));
  });
}
