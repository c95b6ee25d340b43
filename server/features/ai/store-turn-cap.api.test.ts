import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiConversations, aiMessages, aiQueries } from '../../db/schema.ts';
import { makeMember } from '../../test/factories.ts';
import { withTestContext } from '../../test/harness.ts';
import { STORED_JSON_MAX, STORED_TEXT_MAX, storeTurn } from './store-turn.ts';

// Issue 25: whatever a configured model answers, nothing unbounded is stored.
const ctx = withTestContext();

const huge = 'x'.repeat(1_000_000);

describe('storing an assistant turn', () => {
  it('caps every text and JSON it stores', async () => {
    const member = await makeMember(ctx());
    const bigAnalysis = { summary: huge, steps: [huge] };
    const { conversationId } = await storeTurn(ctx().database.db, {
      userId: member.id,
      title: huge,
      state: { problemId: huge, analysis: bigAnalysis, pendingText: huge },
      question: { content: huge, hasImage: false },
      answer: { content: huge, analysis: bigAnalysis },
      query: {
        kind: 'chat',
        provider: huge,
        fallback: false,
        outcome: 'reply',
        success: true,
        latencyMs: 10,
        problemId: huge,
        confidence: null,
      },
    });
    const db = ctx().database.db;
    const [conversation] = await db
      .select()
      .from(aiConversations)
      .where(eq(aiConversations.id, conversationId));
    const messages = await db.select().from(aiMessages).where(eq(aiMessages.conversationId, conversationId));
    const [query] = await db.select().from(aiQueries).where(eq(aiQueries.userId, member.id));
    const texts = [
      conversation!.title,
      conversation!.problemId,
      conversation!.pendingText,
      ...messages.map((m) => m.content),
      query!.provider,
      query!.problemId,
    ];
    for (const text of texts) expect(text?.length ?? 0).toBeLessThanOrEqual(STORED_TEXT_MAX);
    for (const json of [conversation!.analysis, ...messages.map((m) => m.analysis)]) {
      expect(JSON.stringify(json ?? null).length).toBeLessThanOrEqual(STORED_JSON_MAX);
    }
  });
});
