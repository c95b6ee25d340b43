import type { AiConversationSummary, AnalysisPayload, SimilarPost } from '../../../common/schemas/ai.ts';
import type { aiConversations } from '../../db/schema.ts';
import type { AdvisorReply } from './advisor.ts';

/** The analysis card's payload: SPEC's analysis plus category, notice and similar posts. */
export function presentAnalysis(
  reply: Extract<AdvisorReply, { kind: 'analysis' }>,
  similarPosts: SimilarPost[],
): AnalysisPayload {
  return {
    ...reply.analysis,
    ...(reply.category ? { category: reply.category } : {}),
    ...(reply.notice ? { notice: reply.notice } : {}),
    similarPosts,
  };
}

/** A row of GET /api/ai/conversations. */
export function presentConversation(row: typeof aiConversations.$inferSelect): AiConversationSummary {
  return {
    id: row.id,
    title: row.title,
    lastActivityAt: new Date(row.updatedAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
