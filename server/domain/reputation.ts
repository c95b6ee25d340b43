import { eq, type SQL, sql } from 'drizzle-orm';
import { LEVELS, type LevelName, levelOf, REPUTATION_POINTS } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/prepared.ts';
import { users } from '../db/schema.ts';
import type { UserRow } from '../platform/auth/sessions.ts';

/** A member's reputation (issue 28), derived from facts each time: it can never drift from them. */
export interface Reputation {
  points: number;
  level: LevelName;
  /** Solutions given and guides completed: SPEC's repairsCount. */
  repairs: number;
}

/**
 * The facts reputation is made of, for the member whose id is `member` (a column or a value): accepted
 * solutions on other members' posts, likes received from others on posts, comments and reels, repair guides
 * completed with the assistant. Hidden content earns nothing.
 */
const factColumns = (member: SQL) => ({
  solutions: sql<number>`(select count(*) from comments c join posts p on p.solution_comment_id = c.id
      where c.author_id = ${member} and p.author_id <> ${member} and p.hidden_at is null and c.hidden_at is null)::int`,
  post_likes: sql<number>`(select count(*) from posts p join likes l on l.entity_type = 'post' and l.entity_id = p.id
      where p.author_id = ${member} and l.user_id <> ${member} and p.hidden_at is null)::int`,
  comment_likes: sql<number>`(select count(*) from comments c join likes l on l.entity_type = 'comment' and l.entity_id = c.id
      where c.author_id = ${member} and l.user_id <> ${member} and c.hidden_at is null)::int`,
  reel_likes: sql<number>`(select count(*) from reels r join reel_likes rl on rl.reel_id = r.id
      where r.author_id = ${member} and rl.user_id <> ${member} and r.hidden_at is null)::int`,
  guides: sql<number>`(select count(*) from ai_conversations ac join ai_messages am on am.conversation_id = ac.id
      where ac.user_id = ${member} and am.guide_completed_at is not null)::int`,
});

type FactsRow = {
  id: string;
  solutions: number;
  post_likes: number;
  comment_likes: number;
  reel_likes: number;
  guides: number;
};

/** Points from the facts, by the values of common/constants.ts. */
export function reputationFrom(facts: Omit<FactsRow, 'id'>): Reputation {
  const points =
    facts.solutions * REPUTATION_POINTS.solution +
    (facts.post_likes + facts.comment_likes + facts.reel_likes) * REPUTATION_POINTS.like +
    facts.guides * REPUTATION_POINTS.guide;
  return { points, level: levelOf(points), repairs: facts.solutions + facts.guides };
}

/**
 * The facts of several members, one prepared statement per database: planning its five counts anew on every
 * call cost more than running them (issue 29).
 */
const factsStatement = perDatabase((db) =>
  db
    .select({ id: users.id, ...factColumns(sql`${users.id}`) })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('reputation_of'),
);

/** The reputation of each member named (members without any fact start at 0, level Principiante). */
export async function reputationOf(db: Db, ids: string[]): Promise<Map<string, Reputation>> {
  const unique = [...new Set(ids)];
  const result = new Map<string, Reputation>();
  if (unique.length === 0) return result;
  for (const { id, ...row } of await factsStatement(db).execute({ ids: unique }))
    result.set(id, reputationFrom(row));
  return result;
}

/** The reputation of a member with no facts. */
export const NO_REPUTATION: Reputation = { points: 0, level: LEVELS[0].name, repairs: 0 };

/** One member's row and facts, one prepared statement per database (a profile's single read). */
const memberFactsStatement = perDatabase((db) =>
  db
    .select({ member: users, ...factColumns(sql`${users.id}`) })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('member_with_reputation'),
);

/** A member with their reputation, in one round trip; undefined for an unknown id. */
export async function memberWithReputation(
  db: Db,
  id: string,
): Promise<{ member: UserRow; reputation: Reputation } | undefined> {
  const [row] = await memberFactsStatement(db).execute({ id });
  if (!row) return undefined;
  const { member, ...facts } = row;
  return { member, reputation: reputationFrom(facts) };
}
