import type { AiConversationDetail, AnalysisPayload } from '@common/schemas/ai.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { aiKeys, fetchAiConversation, saveGuideStep, useAskAssistantMutation } from '../../data/ai.ts';
import { aiText } from '../../i18n/ai.ts';
import { toast } from '../../ui/toast.tsx';

/** SPEC §3 local AI chat message (plus the photo the member attached, shown in their bubble). */
export interface LocalAiMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  analysisData?: AnalysisPayload;
  image?: string;
  /** A photo went with this question but is not kept (a conversation opened again). */
  hadImage?: boolean;
  /** The stored message on the server: guide progress is saved against it (issue 24). */
  serverId?: string;
  /** When the assistant asks back: the answers it offers, sent with one tap. */
  choices?: string[];
  /** The member's question got no answer (the network, the server): 'Riprova' asks again (issue 27). */
  failed?: boolean;
  /** What was sent, as sent: the text (possibly empty with a photo) and the photo, for 'Riprova'. */
  asked?: { message: string; image: string | null };
}

let nextId = 0;
const messageId = () => `m${++nextId}`;

/** Which conversation /ai shows on this device for this member: an id, or none after 'Nuova Chat'. */
const currentKey = (userId: string) => `riparami:ai-current:${userId}`;
function readCurrent(userId: string): string | null {
  try {
    return localStorage.getItem(currentKey(userId));
  } catch {
    return null;
  }
}
function writeCurrent(userId: string, id: string | null) {
  try {
    if (id) localStorage.setItem(currentKey(userId), id);
    else localStorage.removeItem(currentKey(userId));
  } catch {
    // Private mode: the conversation is still in the list.
  }
}

/** A stored conversation as the screen shows it. */
function fromServer(detail: AiConversationDetail) {
  const messages: LocalAiMessage[] = detail.messages.map((m) => ({
    id: m.id,
    serverId: m.role === 'assistant' ? m.id : undefined,
    role: m.role,
    content: m.content,
    timestamp: Date.parse(m.createdAt),
    ...(m.analysis ? { analysisData: m.analysis } : {}),
    ...(m.hasImage ? { hadImage: true } : {}),
    ...(m.choices?.length ? { choices: m.choices } : {}),
  }));
  const completed: Record<string, number[]> = {};
  for (const m of detail.messages) if (m.completedSteps.length > 0) completed[m.id] = m.completedSteps;
  return { messages, completed };
}

/**
 * The /ai conversation (SPEC §4): the member's message is added, the assistant is pending, the reply is
 * appended; the first conversationId returned is kept for later messages. Issue 24: the conversation and the
 * ticked guide steps live on the server, so the screen shows them again after a reload or the next day.
 */
export function useAssistantChat(userId: string) {
  const [messages, setMessages] = useState<LocalAiMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [completed, setCompleted] = useState<Record<string, number[]>>({});
  const [restoring, setRestoring] = useState(() => readCurrent(userId) !== null);
  const ask = useAskAssistantMutation();
  const client = useQueryClient();
  // 'Nuova Chat' or another conversation while a reply is on its way: that reply belongs to the old chat.
  const generation = useRef(0);

  async function open(id: string) {
    const openedIn = ++generation.current;
    ask.reset();
    setRestoring(true);
    try {
      const detail = await client.fetchQuery({
        queryKey: aiKeys.conversation(id),
        queryFn: ({ signal }) => fetchAiConversation(id, signal),
        staleTime: 0,
      });
      if (openedIn !== generation.current) return;
      const shown = fromServer(detail);
      setMessages(shown.messages);
      setCompleted(shown.completed);
      setConversationId(detail.id);
      writeCurrent(userId, detail.id);
    } catch {
      if (openedIn !== generation.current) return;
      // Deleted elsewhere, or the network: start clean rather than show half a conversation.
      writeCurrent(userId, null);
      setMessages([]);
      setConversationId(null);
      toast({ title: aiText.history.restoreError, variant: 'destructive' });
    } finally {
      if (openedIn === generation.current) setRestoring(false);
    }
  }

  // Coming back to /ai (a reload, another tab of the app, the next day) shows the current conversation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per member, on arrival
  useEffect(() => {
    const current = readCurrent(userId);
    if (current) void open(current);
  }, [userId]);

  /** SPEC §5: blocked when there is no text and no image, or while pending. */
  function send(text: string, image: string | null): boolean {
    const message = text.trim();
    if ((!message && !image) || ask.isPending || restoring) return false;
    const id = messageId();
    setMessages((list) => [
      ...list,
      {
        id,
        role: 'user',
        content: message || aiText.sentImage,
        timestamp: Date.now(),
        image: image ?? undefined,
        asked: { message, image },
      },
    ]);
    askFor(id, message, image);
    return true;
  }

  /** 'Riprova' on a question that got no answer: asked again, as it was. */
  function retry(id: string) {
    const question = messages.find((m) => m.id === id);
    if (!question?.failed || !question.asked || ask.isPending || restoring) return;
    askFor(id, question.asked.message, question.asked.image);
  }

  function askFor(questionId: string, message: string, image: string | null) {
    const sentIn = generation.current;
    const markFailed = (failed: boolean) =>
      setMessages((list) => list.map((m) => (m.id === questionId ? { ...m, failed } : m)));
    markFailed(false);
    ask.mutate(
      { message, image, conversationId },
      {
        onError: () => {
          if (sentIn === generation.current) markFailed(true);
        },
        onSuccess: (answer) => {
          if (sentIn !== generation.current) return;
          setConversationId((current) => current ?? answer.conversationId);
          writeCurrent(userId, answer.conversationId);
          void client.invalidateQueries({ queryKey: aiKeys.conversations });
          const base = {
            id: answer.messageId ?? messageId(),
            serverId: answer.messageId,
            role: 'assistant' as const,
          };
          const reply: LocalAiMessage =
            typeof answer.response === 'string'
              ? {
                  ...base,
                  content: answer.response,
                  timestamp: Date.now(),
                  ...(answer.choices?.length ? { choices: answer.choices } : {}),
                }
              : {
                  ...base,
                  content: answer.response.notice ?? aiText.analysisIntro,
                  timestamp: Date.now(),
                  analysisData: answer.response,
                };
          setMessages((list) => [...list, reply]);
        },
      },
    );
  }

  /** 'Nuova Chat': clears the messages, the conversation id and the completed steps (SPEC §2); the old one stays in the list. */
  function reset() {
    generation.current++;
    ask.reset();
    setRestoring(false);
    setMessages([]);
    setConversationId(null);
    setCompleted({});
    writeCurrent(userId, null);
  }

  /** Ticks or unticks a step; saved on the server, undone on screen if that fails. */
  function toggleStep(message: LocalAiMessage, step: number) {
    const done = completed[message.id] ?? [];
    const next = done.includes(step) ? done.filter((s) => s !== step) : [...done, step];
    setCompleted((all) => ({ ...all, [message.id]: next }));
    if (!message.serverId) return;
    saveGuideStep(message.serverId, step, !done.includes(step)).catch(() => {
      setCompleted((all) => ({ ...all, [message.id]: done }));
      toast({ title: aiText.stepError, variant: 'destructive' });
    });
  }

  return {
    messages,
    conversationId,
    pending: ask.isPending,
    restoring,
    send,
    retry,
    reset,
    open,
    completed,
    toggleStep,
  };
}
