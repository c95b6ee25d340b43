import {
  type AiConversationDetail,
  type AiConversationSummary,
  type AnalysisPayload,
  aiChoices,
  analysisPayload,
  type SimilarPost,
} from '../../../common/schemas/ai.ts';
import type { aiConversations, aiMessages } from '../../db/schema.ts';
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
export function presentConversation(
  row: Pick<typeof aiConversations.$inferSelect, 'id' | 'title' | 'updatedAt' | 'createdAt'>,
): AiConversationSummary {
  return {
    id: row.id,
    title: row.title,
    lastActivityAt: new Date(row.updatedAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * A conversation as /ai shows it again (issue 24). An analysis stored by an older version that no longer
 * fits today's schema is shown as its text only.
 */
export function presentConversationDetail(
  conversation: typeof aiConversations.$inferSelect,
  messages: (typeof aiMessages.$inferSelect)[],
): AiConversationDetail {
  return {
    ...presentConversation(conversation),
    messages: messages.map((m) => {
      const analysis = m.analysis ? analysisPayload.safeParse(m.analysis) : null;
      const choices = m.choices ? aiChoices.safeParse(m.choices) : null;
      return {
        id: m.id,
        role: m.role,
        content: m.content,
        hasImage: m.hasImage,
        createdAt: new Date(m.createdAt).toISOString(),
        analysis: analysis?.success ? analysis.data : null,
        completedSteps: m.completedSteps,
        ...(choices?.success && choices.data.length > 0 ? { choices: choices.data } : {}),
      };
    }),
  };
}
