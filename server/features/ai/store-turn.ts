import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';

export interface TurnRecord {
  userId: string;
  /** Set to continue a conversation; a new one is created otherwise. */
  conversationId?: string;
  title: string;
  state: { problemId: string | null; analysis: unknown; pendingText: string | null };
  question: { content: string; hasImage: boolean };
  answer: { content: string; analysis: unknown; choices?: string[] };
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

/**
 * The most a stored text may hold, whatever produced it (issue 25): a configured model's answer is
 * stored, and nothing unbounded is. Members' own texts are far below it (2,000 characters).
 */
export const STORED_TEXT_MAX = 8000;
/** The most a stored analysis may take as JSON; a larger one is not stored (its text still is). */
export const STORED_JSON_MAX = 32_000;

/** A text cut to `max` characters (not splitting a surrogate pair). */
const capped = <T extends string | null>(value: T, max = STORED_TEXT_MAX): T => {
  if (value === null || value.length <= max) return value;
  const cut = value.slice(0, max);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut) as T;
};

const json = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(value);
  return text.length <= STORED_JSON_MAX ? text : null;
};

const dialect = new PgDialect();
/** Statement texts already named: each is parsed and planned once per pooled connection. */
const prepared = new Map<string, string>();
const PREPARED_MAX = 32;

/** Runs a statement as a named prepared statement when its text is one of the few this module sends. */
async function execute<Row>(db: Db, text: string, values: unknown[]): Promise<Row[]> {
  let name = prepared.get(text);
  if (!name && prepared.size < PREPARED_MAX) {
    name = `ai_turn_${prepared.size}`;
    prepared.set(text, name);
  }
  // drizzle() keeps its pg pool as $client; the Db type does not show it.
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const result = await pool.query({ name, text, values });
  return result.rows as Row[];
}

// The statement is written out rather than built with drizzle's sql``: it runs on every question, and
// building it was a visible share of the request's CPU time. $1 … $22 are the values of `valuesOf`.
const NEW_CONVERSATION = `insert into ai_conversations (id, user_id, title, problem_id, analysis, pending_text)
  values ($1, $2, $3, $4, $5::jsonb, $6)`;
// A prepared statement must use every parameter: the title ($3) only names a new conversation.
const NEXT_TURN = `update ai_conversations set problem_id = $4, analysis = $5::jsonb, pending_text = $6,
  updated_at = now() where id = $1 and user_id = $2 and $3::text is not null`;
// clock_timestamp() + 1 ms keeps the answer after the question within the one statement.
const TURN = (conversation: string) => `
  with c as (${conversation} returning id),
  m as (
    insert into ai_messages (id, conversation_id, role, content, analysis, choices, has_image, created_at)
    select $7, c.id, 'user', $8, null, null, $9, clock_timestamp() from c
    union all
    select $10, c.id, 'assistant', $11, $12::jsonb, $22::jsonb, false, clock_timestamp() + interval '1 millisecond' from c
  ),
  q as (
    insert into ai_queries (id, user_id, kind, provider, fallback, outcome, success, latency_ms, problem_id, confidence)
    values ($13, $2, $14, $15, $16, $17, $18, $19, $20, $21)
  )`;
const VALUES = 22;

function valuesOf(id: string, turn: TurnRecord): unknown[] {
  const { state, question, answer, query } = turn;
  return [
    id,
    turn.userId,
    capped(turn.title, 200),
    capped(state.problemId, 200),
    json(state.analysis),
    capped(state.pendingText),
    randomUUID(),
    capped(question.content),
    question.hasImage,
    randomUUID(),
    capped(answer.content),
    json(answer.analysis),
    randomUUID(),
    query.kind,
    capped(query.provider, 200),
    query.fallback,
    query.outcome,
    query.success,
    query.latencyMs,
    capped(query.problemId, 200),
    query.confidence,
    answer.choices?.length ? json(answer.choices) : null,
  ];
}

/**
 * Stores one turn — the conversation's new state, both messages and the query log — in ONE statement
 * and round trip (data-modifying CTEs, atomic like any statement): each round trip counts at 20
 * connections (issue 18: p99 ≤ 30 ms). The statement is prepared once per connection. `read`, when given, is a query run in
 * the same statement (the similar posts of an answer): its rows are returned.
 */
export async function storeTurn<Row = never>(
  db: Db,
  turn: TurnRecord,
  read?: SQL,
): Promise<{ conversationId: string; messageId: string; rows: Row[] }> {
  const id = turn.conversationId ?? randomUUID();
  const head = TURN(turn.conversationId ? NEXT_TURN : NEW_CONVERSATION);
  const values = valuesOf(id, turn);
  // $10: the assistant message's id.
  const messageId = values[9] as string;
  if (!read) {
    await execute(db, `${head} select 1`, values);
    return { conversationId: id, messageId, rows: [] };
  }
  // The read query's own $1, $2… follow the turn's values.
  const tail = dialect.sqlToQuery(read);
  const text = `${head} ${tail.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + VALUES}`)}`;
  const rows = await execute<Row>(db, text, [...values, ...tail.params]);
  return { conversationId: id, messageId, rows };
}
