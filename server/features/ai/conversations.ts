import { and, asc, eq, sql } from 'drizzle-orm';
import type { AiConversationDetail, GuideProgress, GuideProgressBody } from '../../../common/schemas/ai.ts';
import type { Db } from '../../db/client.ts';
import { aiConversations, aiMessages } from '../../db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { assertOwnConversation } from './policy.ts';
import { presentConversationDetail } from './presenter.ts';

/** The most messages /ai shows again of one conversation (the oldest are dropped first). */
export const MESSAGES_MAX = 200;

/** GET /api/ai/conversations/{id}: the member's own conversation, its messages and guide progress. */
export async function getConversation(db: Db, userId: string, id: string): Promise<AiConversationDetail> {
  const [conversation] = await db.select().from(aiConversations).where(eq(aiConversations.id, id));
  assertOwnConversation(conversation, userId);
  const messages = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, id))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id))
    .limit(MESSAGES_MAX);
  return presentConversationDetail(conversation!, messages);
}

/** DELETE /api/ai/conversations/{id}: the conversation and its messages go; someone else's answers 404. */
export async function deleteConversation(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
    .returning({ id: aiConversations.id });
  if (deleted.length === 0) throw notFound('Conversazione non trovata');
}

/**
 * PUT /api/ai/messages/{id}/progress: ticks or unticks one step of the guide of an answer in the member's
 * own conversation. The guide is complete once every step is ticked (it then counts as a repair, issue 28).
 */
export async function setGuideStep(
  db: Db,
  userId: string,
  messageId: string,
  body: GuideProgressBody,
): Promise<GuideProgress> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: aiConversations.userId,
        analysis: aiMessages.analysis,
        completedSteps: aiMessages.completedSteps,
        guideCompletedAt: aiMessages.guideCompletedAt,
      })
      .from(aiMessages)
      .innerJoin(aiConversations, eq(aiConversations.id, aiMessages.conversationId))
      .where(eq(aiMessages.id, messageId))
      .for('update', { of: aiMessages });
    if (!row || row.userId !== userId) throw notFound('Messaggio non trovato');
    const steps = stepsOf(row.analysis);
    if (steps === 0) throw new HttpError(400, 'NO_GUIDE', 'Questa risposta non ha una guida');
    if (body.step > steps) throw new HttpError(400, 'BAD_STEP', `La guida ha ${steps} passi`);
    const done = new Set(row.completedSteps);
    if (body.done) done.add(body.step);
    else done.delete(body.step);
    const completedSteps = [...done].sort((a, b) => a - b);
    const completed = completedSteps.length === steps;
    await tx
      .update(aiMessages)
      .set({
        completedSteps,
        // The first completion counts; unticking a step afterwards takes it back.
        guideCompletedAt: completed ? (row.guideCompletedAt ?? sql`now()`) : null,
      })
      .where(eq(aiMessages.id, messageId));
    return { completedSteps, completed };
  });
}

/** How many steps the stored analysis' guide has (0 without a guide). */
function stepsOf(analysis: unknown): number {
  const steps = (analysis as { stepByStepGuide?: { steps?: unknown[] } } | null)?.stepByStepGuide?.steps;
  return Array.isArray(steps) ? steps.length : 0;
}
