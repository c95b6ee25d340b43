import { performance } from 'node:perf_hooks';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  AI_LIMITS,
  type AiConversationSummary,
  type AnalysisPayload,
  type RepairAnalysis,
} from '../../../common/schemas/ai.ts';
import type { Db } from '../../db/client.ts';
import { aiConversations, aiMessages, aiQueries } from '../../db/schema.ts';
import type { AdvisorReply, ConversationState } from './advisor.ts';
import { groundingOf } from './grounding.ts';
import { checkImage } from './image.ts';
import { assertOwnConversation } from './policy.ts';
import { presentAnalysis, presentConversation } from './presenter.ts';
import { type AdvisorChain, answer } from './provider/chain.ts';
import { type SimilarPostRow, similarPostOf, similarPostsQuery } from './similar-posts.ts';
import { storeTurn, type TurnRecord } from './store-turn.ts';

export interface AiDeps {
  db: Db;
  advisors: AdvisorChain;
  log: FastifyBaseLogger;
}

/** One turn's answer: the analysis payload or a text, the conversation it belongs to, the stored message. */
export interface Turn {
  response: string | AnalysisPayload;
  conversationId: string;
  messageId: string;
  /** When the response asks back: the answers offered as buttons (issue 24). */
  choices?: string[];
}

const TITLE_MAX = 80;
const HISTORY_TURNS = 8;

function titleOf(text: string, hasImage: boolean): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return hasImage ? 'Analisi di una foto' : 'Nuova conversazione';
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
}

async function loadState(db: Db, userId: string, conversationId: string | null | undefined) {
  if (!conversationId) return { conversation: undefined, state: emptyState() };
  const [conversation] = await db
    .select()
    .from(aiConversations)
    .where(eq(aiConversations.id, conversationId));
  assertOwnConversation(conversation, userId);
  const messages = await db
    .select({ role: aiMessages.role, content: aiMessages.content })
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversationId))
    .orderBy(desc(aiMessages.createdAt))
    .limit(HISTORY_TURNS);
  const state: ConversationState = {
    problemId: conversation!.problemId,
    analysis: (conversation!.analysis as RepairAnalysis | null) ?? null,
    pendingText: conversation!.pendingText,
    history: messages.reverse(),
  };
  return { conversation, state };
}

const emptyState = (): ConversationState => ({
  problemId: null,
  analysis: null,
  pendingText: null,
  history: [],
});

function textOf(reply: AdvisorReply): string {
  return reply.kind === 'analysis' ? reply.analysis.problem : reply.text;
}

/** One question to the assistant: asks the advisors, stores both messages, records the query. */
async function converse(
  deps: AiDeps,
  userId: string,
  kind: 'analyze' | 'chat',
  input: { text: string; image?: string | null; conversationId?: string | null },
): Promise<Turn> {
  const image = input.image ? checkImage(input.image) : undefined;
  const { conversation, state } = await loadState(deps.db, userId, input.conversationId);
  const started = performance.now();
  // Only a model needs grounding; the knowledge base answers from itself.
  const grounding = deps.advisors.primary
    ? await groundingOf(deps.db, [state.pendingText, input.text].filter(Boolean).join(' '), userId)
    : undefined;
  let outcome: { reply: AdvisorReply; provider: string; fallback: boolean };
  try {
    outcome = await answer(deps.advisors, kind, { text: input.text, image, state, grounding }, deps.log);
  } catch (error) {
    await deps.db.insert(aiQueries).values({
      userId,
      kind,
      provider: deps.advisors.primary?.name ?? deps.advisors.offline.name,
      outcome: 'error',
      success: false,
      latencyMs: Math.round(performance.now() - started),
    });
    throw error;
  }
  const { reply } = outcome;
  // The similar posts are looked up in the statement that stores the turn: they are shown, not kept.
  const similar = reply.kind === 'analysis' ? similarPostsQuery(reply.searchText, userId) : null;
  const stored = await storeTurn<SimilarPostRow>(
    deps.db,
    {
      userId,
      conversationId: conversation?.id,
      title: titleOf(input.text, !!image),
      state: {
        problemId: reply.kind === 'analysis' ? reply.problemId : state.problemId,
        analysis: reply.kind === 'analysis' ? reply.analysis : state.analysis,
        pendingText: reply.kind === 'question' ? reply.pendingText || null : null,
      },
      question: { content: input.text, hasImage: !!image },
      answer: {
        content: textOf(reply),
        analysis: reply.kind === 'analysis' ? presentAnalysis(reply, []) : null,
        ...(reply.kind === 'question' && reply.choices?.length ? { choices: reply.choices } : {}),
      },
      query: queryRow(kind, outcome, started, reply),
    },
    similar ?? undefined,
  );
  const response =
    reply.kind === 'analysis' ? presentAnalysis(reply, stored.rows.map(similarPostOf)) : reply.text;
  const choices = reply.kind === 'question' && reply.choices?.length ? { choices: reply.choices } : {};
  return { response, conversationId: stored.conversationId, messageId: stored.messageId, ...choices };
}

/** The query-log row of a turn (issue 18: provider, latency, success). */
function queryRow(
  kind: 'analyze' | 'chat',
  outcome: { provider: string; fallback: boolean },
  started: number,
  reply: AdvisorReply,
): TurnRecord['query'] {
  return {
    kind,
    provider: outcome.provider,
    fallback: outcome.fallback,
    outcome: reply.kind,
    // A question is not a failure, but only an answer counts as a success.
    success: reply.kind !== 'question',
    latencyMs: Math.round(performance.now() - started),
    problemId: reply.kind === 'analysis' ? reply.problemId : null,
    confidence: reply.kind === 'analysis' ? Math.round(reply.analysis.confidence) : null,
  };
}

/** POST /api/ai/analyze: a description and/or a photo. */
export function analyze(
  deps: AiDeps,
  userId: string,
  body: { description: string; image?: string | null; conversationId?: string | null },
) {
  return converse(deps, userId, 'analyze', {
    text: body.description,
    image: body.image,
    conversationId: body.conversationId,
  });
}

/** POST /api/ai/chat: a text message, in the conversation's context. */
export function chat(
  deps: AiDeps,
  userId: string,
  body: { message: string; conversationId?: string | null },
) {
  return converse(deps, userId, 'chat', { text: body.message, conversationId: body.conversationId });
}

/** GET /api/ai/conversations: newest activity first. */
export async function listConversations(db: Db, userId: string): Promise<AiConversationSummary[]> {
  // The summary's columns only: a conversation's stored analysis is kilobytes of JSON (issue 29: reading it for
  // fifty conversations took 6 ms for a member who asked many questions).
  const rows = await db
    .select({
      id: aiConversations.id,
      title: aiConversations.title,
      updatedAt: aiConversations.updatedAt,
      createdAt: aiConversations.createdAt,
    })
    .from(aiConversations)
    .where(eq(aiConversations.userId, userId))
    // In the index's own order (desc nulls last; the column is never null): with plain desc the member's whole
    // history was read and sorted.
    .orderBy(sql`${aiConversations.updatedAt} desc nulls last`)
    .limit(AI_LIMITS.conversationsMax);
  return rows.map(presentConversation);
}
