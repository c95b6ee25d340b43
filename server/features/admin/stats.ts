import { sql } from 'drizzle-orm';
import { type AdminAnalytics, type AdminStats, ANALYTICS_DAYS } from '../../../common/schemas/admin.ts';
import type { Db } from '../../db/client.ts';

/** Days are counted in Italy's time (issue 20: postsToday and the series use Europe/Rome days). */
const ZONE = 'Europe/Rome';
const today = sql.raw(`(now() at time zone '${ZONE}')::date`);
const startOfDay = (day: ReturnType<typeof sql>) => sql`(${day}::timestamp at time zone '${sql.raw(ZONE)}')`;

/**
 * GET /api/admin/stats in one statement. Every count of posts and reels counts what members can see (hidden
 * content is not), here and in the analytics series, so the overview and the charts agree (issue 27);
 * postsToday counts what was published since midnight in Rome; active members are those seen in the last
 * 7 days (their session or their last activity).
 */
export async function adminStats(db: Db): Promise<AdminStats> {
  const { rows } = await db.execute<AdminStats>(sql`
    select
      (select count(*)::int from users) as "totalUsers",
      (select count(*)::int from posts where hidden_at is null and created_at >= ${startOfDay(today)}) as "postsToday",
      (select count(*)::int from ai_queries) as "aiQueries",
      (select count(*)::int from reports) as "reports",
      (select count(*)::int from users u
        where u.last_active >= now() - interval '7 days'
           or exists (select 1 from sessions s where s.user_id = u.id and s.last_seen_at >= now() - interval '7 days')
      ) as "activeUsers",
      (select count(*)::int from posts where hidden_at is null) as "totalPosts",
      (select count(*)::int from reels where hidden_at is null) as "totalReels",
      (select count(*)::int from reports where status = 'pending') as "pendingReports"
  `);
  return rows[0]!;
}

/** Rows published per Rome day since `since`, for the days of the series; `visible`: hidden ones left out. */
const perDay = (table: string, since: ReturnType<typeof sql>, { visible = false } = {}) =>
  sql`(select (created_at at time zone '${sql.raw(ZONE)}')::date as day, count(*)::int as n
       from ${sql.raw(table)} where created_at >= ${since}${sql.raw(visible ? ' and hidden_at is null' : '')} group by 1)`;

/**
 * GET /api/admin/analytics: the AI assistant's success rate and average latency over the last 30 days, and
 * visible posts and reels, new members, reports and AI queries per Rome day over the same days (today included).
 */
export async function adminAnalytics(db: Db): Promise<AdminAnalytics> {
  const firstDay = sql`(${today} - ${sql.raw(String(ANALYTICS_DAYS - 1))})`;
  const since = startOfDay(firstDay);
  const days = await db.execute<AdminAnalytics['days'][number]>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
      coalesce(p.n, 0) as posts, coalesce(r.n, 0) as reels, coalesce(u.n, 0) as members,
      coalesce(rp.n, 0) as reports, coalesce(q.n, 0) as "aiQueries"
    from (select generate_series(${firstDay}, ${today}, interval '1 day')::date as day) d
    left join ${perDay('posts', since, { visible: true })} p on p.day = d.day
    left join ${perDay('reels', since, { visible: true })} r on r.day = d.day
    left join ${perDay('users', since)} u on u.day = d.day
    left join ${perDay('reports', since)} rp on rp.day = d.day
    left join ${perDay('ai_queries', since)} q on q.day = d.day
    order by d.day
  `);
  const ai = await db.execute<AdminAnalytics['ai']>(sql`
    select count(*)::int as queries,
      round(100.0 * avg(success::int), 1)::float8 as "successRate",
      round(avg(latency_ms))::float8 as "averageResponseMs"
    from ai_queries where created_at >= ${since}
  `);
  return { ai: ai.rows[0]!, days: days.rows };
}
