import type { AnalysisPayload } from '@common/schemas/ai.ts';
import { useRef, useState } from 'react';
import { useAskAssistantMutation } from '../../data/ai.ts';
import { aiText } from '../../i18n/ai.ts';

/** SPEC §3 local AI chat message (plus the photo the member attached, shown in their bubble). */
export interface LocalAiMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  analysisData?: AnalysisPayload;
  image?: string;
}

let nextId = 0;
const messageId = () => `m${++nextId}`;

/**
 * The /ai conversation (SPEC §4): the member's message is added, the assistant is pending, the reply is
 * appended; the first conversationId returned is kept for later messages; steps are ticked locally.
 */
export function useAssistantChat() {
  const [messages, setMessages] = useState<LocalAiMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [completed, setCompleted] = useState<Record<string, number[]>>({});
  const ask = useAskAssistantMutation();
  // 'Nuova Chat' while a reply is on its way: that reply belongs to the old chat.
  const generation = useRef(0);

  /** SPEC §5: blocked when there is no text and no image, or while pending. */
  function send(text: string, image: string | null): boolean {
    const message = text.trim();
    if ((!message && !image) || ask.isPending) return false;
    const sentIn = generation.current;
    setMessages((list) => [
      ...list,
      {
        id: messageId(),
        role: 'user',
        content: message || aiText.sentImage,
        timestamp: Date.now(),
        image: image ?? undefined,
      },
    ]);
    ask.mutate(
      { message, image, conversationId },
      {
        onSuccess: (answer) => {
          if (sentIn !== generation.current) return;
          setConversationId((current) => current ?? answer.conversationId);
          const reply: LocalAiMessage =
            typeof answer.response === 'string'
              ? { id: messageId(), role: 'assistant', content: answer.response, timestamp: Date.now() }
              : {
                  id: messageId(),
                  role: 'assistant',
                  content: answer.response.notice ?? aiText.analysisIntro,
                  timestamp: Date.now(),
                  analysisData: answer.response,
                };
          setMessages((list) => [...list, reply]);
        },
      },
    );
    return true;
  }

  /** 'Nuova Chat': clears the messages, the conversation id and the completed steps (SPEC §2). */
  function reset() {
    generation.current++;
    ask.reset();
    setMessages([]);
    setConversationId(null);
    setCompleted({});
  }

  function toggleStep(id: string, step: number) {
    setCompleted((all) => {
      const done = all[id] ?? [];
      return { ...all, [id]: done.includes(step) ? done.filter((s) => s !== step) : [...done, step] };
    });
  }

  return { messages, pending: ask.isPending, send, reset, completed, toggleStep };
}
