import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface TurnRecord {
  userId: string;
  /** Set to continue a conversation; a new one is created otherwise. */
  conversationId?: string;
  title: string;
  state: { problemId: string | null; analysis: unknown; pendingText: string | null };
  question: { content: string; hasImage: boolean };
  answer: { content: string; analysis: unknown };
  query: {
    kind: 'analyze' | 'chat';
    provider: string;
    fallback: boolean;
    outcome: 'analysis' | 'question' | 'reply' | 'error';
    success: boolean;
    latencyMs: number;
    problemId: string | null;
    confidence: number | null;
  };
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Stores one turn — the conversation's new state, both messages and the query log — in ONE statement
 * and round trip (data-modifying CTEs, atomic like any statement), committed without waiting for fsync:
 * a lost chat turn after a crash is acceptable, and each round trip counts at 20 connections (issue 18:
 * p99 ≤ 30 ms).
 */
export async function storeTurn(db: Db, turn: TurnRecord): Promise<string> {
  const id = turn.conversationId ?? randomUUID();
  const { state, question, answer, query } = turn;
  const conversation = turn.conversationId
    ? sql`update ai_conversations set problem_id = ${state.problemId}, analysis = ${json(state.analysis)}::jsonb,
          pending_text = ${state.pendingText}, updated_at = now() where id = ${id} and user_id = ${turn.userId}`
    : sql`insert into ai_conversations (id, user_id, title, problem_id, analysis, pending_text)
          values (${id}, ${turn.userId}, ${turn.title}, ${state.problemId}, ${json(state.analysis)}::jsonb, ${state.pendingText})`;
  // set_config(…, true) lasts until this statement's own commit, which then does not wait for the disk.
  // clock_timestamp() + 1 ms keeps the answer after the question within the one statement.
  await db.execute(sql`
    with c as (${conversation} returning id),
    m as (
      insert into ai_messages (id, conversation_id, role, content, analysis, has_image, created_at)
      select ${randomUUID()}, c.id, 'user', ${question.content}, null, ${question.hasImage}, clock_timestamp() from c
      union all
      select ${randomUUID()}, c.id, 'assistant', ${answer.content}, ${json(answer.analysis)}::jsonb, false,
             clock_timestamp() + interval '1 millisecond' from c
    ),
    s as (select set_config('synchronous_commit', 'off', true) as off)
    insert into ai_queries (id, user_id, kind, provider, fallback, outcome, success, latency_ms, problem_id, confidence)
    select ${randomUUID()}, ${turn.userId}, ${query.kind}, ${query.provider}, ${query.fallback}, ${query.outcome},
           ${query.success}, ${query.latencyMs}, ${query.problemId}, ${query.confidence}
    from s`);
  return id;
}
