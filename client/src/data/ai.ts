import { affiliateProductList } from '@common/schemas/affiliate.ts';
import { type AnalysisPayload, aiConversationList, analyzeReply, chatReply } from '@common/schemas/ai.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { it } from '../i18n/it.ts';
import { api, errorJson, errorStatus } from '../lib/api.ts';

export const aiKeys = {
  conversations: ['/api/ai/conversations'] as const,
  recommendations: (tools: string, category: string) =>
    ['/api/affiliate/recommendations', tools, category] as const,
};

/** SPEC §7: the member's AI conversations, fetched when signed in (the screen does not list them). */
export function useAiConversationsQuery() {
  return useQuery({
    queryKey: aiKeys.conversations,
    queryFn: ({ signal }) => api.get('/api/ai/conversations', { schema: aiConversationList, signal }),
    meta: { announceUnauthorized: false },
  });
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
}

/** Asks the assistant: a photo goes to /api/ai/analyze, text to /api/ai/chat (SPEC §4, §7). */
async function ask({ message, image, conversationId }: AssistantQuestion): Promise<AssistantAnswer> {
  if (image) {
    const reply = await api.post(
      '/api/ai/analyze',
      { description: message, image, conversationId },
      { schema: analyzeReply },
    );
    if ('question' in reply) return { response: reply.question, conversationId: reply.conversationId };
    const { conversationId: id, ...analysis } = reply;
    return { response: analysis, conversationId: id };
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
