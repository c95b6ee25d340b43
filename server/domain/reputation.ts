import { sql } from 'drizzle-orm';
import { LEVELS, type LevelName, levelOf, REPUTATION_POINTS } from '../../common/constants.ts';
import type { Db, Tx } from '../db/client.ts';

/** A member's reputation (issue 28), derived from facts each time: it can never drift from them. */
export interface Reputation {
  points: number;
  level: LevelName;
  /** Solutions given and guides completed: SPEC's repairsCount. */
  repairs: number;
}

/**
 * The facts reputation is made of, per member, in one statement: accepted solutions on other members'
 * posts, likes received from others on posts, comments and reels, repair guides completed with the
 * assistant. Hidden content earns nothing.
 */
const factsOf = (ids: string[]) => sql`
  select u.id,
    (select count(*) from comments c join posts p on p.solution_comment_id = c.id
      where c.author_id = u.id and p.author_id <> u.id and p.hidden_at is null and c.hidden_at is null)::int as solutions,
    (select count(*) from posts p join likes l on l.entity_type = 'post' and l.entity_id = p.id
      where p.author_id = u.id and l.user_id <> u.id and p.hidden_at is null)::int as post_likes,
    (select count(*) from comments c join likes l on l.entity_type = 'comment' and l.entity_id = c.id
      where c.author_id = u.id and l.user_id <> u.id and c.hidden_at is null)::int as comment_likes,
    (select count(*) from reels r join reel_likes rl on rl.reel_id = r.id
      where r.author_id = u.id and rl.user_id <> u.id and r.hidden_at is null)::int as reel_likes,
    (select count(*) from ai_conversations ac join ai_messages am on am.conversation_id = ac.id
      where ac.user_id = u.id and am.guide_completed_at is not null)::int as guides
  from users u where u.id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

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

/** The reputation of each member named (members without any fact start at 0, level Principiante). */
export async function reputationOf(db: Db | Tx, ids: string[]): Promise<Map<string, Reputation>> {
  const unique = [...new Set(ids)];
  const result = new Map<string, Reputation>();
  if (unique.length === 0) return result;
  const { rows } = await db.execute<FactsRow>(factsOf(unique));
  for (const row of rows) result.set(row.id, reputationFrom(row));
  return result;
}

/** The reputation of a member with no facts. */
export const NO_REPUTATION: Reputation = { points: 0, level: LEVELS[0].name, repairs: 0 };
