import { affiliateProductList } from '@common/schemas/affiliate.ts';
import {
  type AnalysisPayload,
  aiConversationDetail,
  aiConversationList,
  aiStatus,
  analyzeReply,
  chatReply,
  guideProgress,
} from '@common/schemas/ai.ts';
import { successPayload } from '@common/schemas/shared.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiText } from '../i18n/ai.ts';
import { it } from '../i18n/it.ts';
import { api, errorJson, errorStatus } from '../lib/api.ts';

export const aiKeys = {
  conversations: ['/api/ai/conversations'] as const,
  conversation: (id: string) => ['/api/ai/conversations', id] as const,
  status: ['/api/ai/status'] as const,
  recommendations: (tools: string, category: string) =>
    ['/api/affiliate/recommendations', tools, category] as const,
};

/** SPEC §7: the member's AI conversations, newest first ('Le tue conversazioni', issue 24). */
export function useAiConversationsQuery() {
  return useQuery({
    queryKey: aiKeys.conversations,
    queryFn: ({ signal }) => api.get('/api/ai/conversations', { schema: aiConversationList, signal }),
    meta: { announceUnauthorized: false },
  });
}

/** One conversation with its messages and guide progress, to show it again (issue 24). */
export function fetchAiConversation(id: string, signal?: AbortSignal) {
  return api.get(`/api/ai/conversations/${encodeURIComponent(id)}`, { schema: aiConversationDetail, signal });
}

/** Whether photos are looked at here (a vision model is configured). */
export function useAiStatusQuery() {
  return useQuery({
    queryKey: aiKeys.status,
    queryFn: ({ signal }) => api.get('/api/ai/status', { schema: aiStatus, signal }),
    meta: { announceUnauthorized: false },
  });
}

/** DELETE /api/ai/conversations/{id}; the list drops it. */
export function useDeleteAiConversationMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/api/ai/conversations/${encodeURIComponent(id)}`, { schema: successPayload }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: aiKeys.conversations });
    },
    meta: { errorText: aiText.history.deleteError },
  });
}

/** PUT /api/ai/messages/{id}/progress: a guide step done or not (kept on the server, issue 24). */
export function saveGuideStep(messageId: string, step: number, done: boolean) {
  return api.put(
    `/api/ai/messages/${encodeURIComponent(messageId)}/progress`,
    { step, done },
    { schema: guideProgress },
  );
}

export interface AssistantQuestion {
  message: string;
  /** A data URL; with one the question goes to /api/ai/analyze (SPEC §7). */
  image?: string | null;
  conversationId: string | null;
}

export interface AssistantAnswer {
  response: string | AnalysisPayload;
  conversationId: string;
  /** The stored answer (its guide progress is saved against it). */
  messageId?: string;
  /** When the assistant asks back: the answers offered as buttons. */
  choices?: string[];
}

/** Asks the assistant: a photo goes to /api/ai/analyze, text to /api/ai/chat (SPEC §4, §7). */
async function ask({ message, image, conversationId }: AssistantQuestion): Promise<AssistantAnswer> {
  if (image) {
    const reply = await api.post(
      '/api/ai/analyze',
      { description: message, image, conversationId },
      { schema: analyzeReply },
    );
    if ('question' in reply) {
      return {
        response: reply.question,
        conversationId: reply.conversationId,
        messageId: reply.messageId,
        choices: reply.choices,
      };
    }
    const { conversationId: id, messageId, ...analysis } = reply;
    return { response: analysis, conversationId: id, messageId };
  }
  return api.post('/api/ai/chat', { message, conversationId }, { schema: chatReply });
}

/** The server's Italian reason for a refused question (429, 413, 415, 400), else SPEC §8's generic text. */
function reasonOf(error: unknown): string {
  const status = errorStatus(error);
  const message = errorJson<{ message: string }>(error)?.message;
  return status !== null && status >= 400 && status < 500 && message ? message : it.common.genericError;
}

/** One question to the assistant; an expired session gets SPEC §8's 'Sessione scaduta'. */
export function useAskAssistantMutation() {
  return useMutation({ mutationFn: ask, meta: { errorText: reasonOf } });
}

/** SPEC §7: products for the analysis' tools, only when there are tools or a category. */
export function useRecommendationsQuery(tools: string[], category: string | undefined) {
  const joined = tools.join(',');
  return useQuery({
    queryKey: aiKeys.recommendations(joined, category ?? ''),
    queryFn: ({ signal }) =>
      api.get('/api/affiliate/recommendations', {
        schema: affiliateProductList,
        query: { tools: joined || undefined, category },
        signal,
      }),
    enabled: joined.length > 0 || !!category,
    meta: { announceUnauthorized: false },
  });
}

export type ClickSource = 'ai-recommendation' | 'ai-analysis';

/** SPEC §4: records a click; a failure is only logged (SPEC §8), the link opens anyway. */
export function recordAffiliateClick(productId: string, source: ClickSource = 'ai-recommendation'): void {
  api.post('/api/affiliate/click', { productId, source }).catch((error: unknown) => {
    console.warn('affiliate click not recorded', error);
  });
}
