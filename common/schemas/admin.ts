import { schema, z } from '../zod-it.ts';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TYPES, reportPayload } from './reports.ts';
import { entityId, pageQuery } from './shared.ts';
import { authorPayload } from './user.ts';

/** Admin lists (users, reports, audit log): keyset pages of this size, up to the max. */
export const ADMIN_PAGE = { size: 20, max: 50 } as const;
/** The analytics series cover this many days, today included (Europe/Rome days). */
export const ANALYTICS_DAYS = 30;
export const SEARCH_MAX = 100;

/** GET /api/admin/stats (SPEC §3 Admin stats), from real data. */
export const adminStats = schema(() =>
  z.object({
    totalUsers: z.number().int(),
    /** Posts since midnight in Europe/Rome. */
    postsToday: z.number().int(),
    aiQueries: z.number().int(),
    reports: z.number().int(),
    /** Members active in the last 7 days. */
    activeUsers: z.number().int(),
    totalPosts: z.number().int(),
    totalReels: z.number().int(),
    pendingReports: z.number().int(),
  }),
);
export type AdminStats = z.infer<typeof adminStats>;

/** One Europe/Rome day of the analytics series. */
export const analyticsDay = schema(() =>
  z.object({
    date: z.iso.date(),
    posts: z.number().int(),
    reels: z.number().int(),
    members: z.number().int(),
    reports: z.number().int(),
    aiQueries: z.number().int(),
  }),
);
export type AnalyticsDay = z.infer<typeof analyticsDay>;

/** GET /api/admin/analytics: the AI assistant's record and 30-day series (replacing SPEC's placeholders). */
export const adminAnalytics = schema(() =>
  z.object({
    ai: z.object({
      /** Queries of the last 30 days. */
      queries: z.number().int(),
      /** Percent of them answered successfully; null with no queries. */
      successRate: z.number().nullable(),
      /** Average response time in milliseconds; null with no queries. */
      averageResponseMs: z.number().nullable(),
    }),
    days: z.array(analyticsDay),
  }),
);
export type AdminAnalytics = z.infer<typeof adminAnalytics>;

/** GET /api/admin/users: newest first, searchable by name or e-mail. */
export const adminUserListQuery = schema(() =>
  pageQuery(ADMIN_PAGE.size, ADMIN_PAGE.max).extend({
    q: z.string().trim().max(SEARCH_MAX).optional(),
  }),
);
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** A member as an admin sees them: with e-mail and activity. */
export const adminUser = schema(() =>
  z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    isAdmin: z.boolean(),
    emailVerified: z.boolean(),
    postsCount: z.number().int(),
    reelsCount: z.number().int(),
    lastActive: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserPage = schema(() => z.array(adminUser));

export const userIdParams = schema(() => z.object({ userId: entityId }));

/** PATCH /api/admin/users/{userId}/admin. */
export const setAdminBody = schema(() =>
  z.object({ isAdmin: z.boolean('isAdmin deve essere true o false') }),
);
export type SetAdminBody = z.infer<typeof setAdminBody>;

/** GET /api/admin/reports: every status unless one is asked for. */
export const adminReportListQuery = schema(() =>
  pageQuery(ADMIN_PAGE.size, ADMIN_PAGE.max).extend({
    status: z.enum(REPORT_STATUSES).optional(),
  }),
);
export type AdminReportListQuery = z.infer<typeof adminReportListQuery>;

/** What was reported, as it is now: a post, reel, comment or member; `available` false once deleted. */
export const reportedContent = schema(() =>
  z.object({
    type: z.enum(REPORT_TYPES),
    id: z.string(),
    available: z.boolean(),
    hidden: z.boolean(),
    /** A post's or reel's title, a member's name, the post a comment belongs to. */
    title: z.string().nullable(),
    /** A post's text, a reel's description, a comment. */
    text: z.string().nullable(),
    imageUrls: z.array(z.string()),
    /** The post of a reported comment. */
    postId: z.string().nullable(),
    author: authorPayload.nullable(),
  }),
);
export type ReportedContent = z.infer<typeof reportedContent>;

/** A report as moderators see it: the content, its author and the reporter. */
export const adminReport = schema(() =>
  reportPayload.extend({
    reporter: authorPayload,
    content: reportedContent,
    reviewedAt: z.iso.datetime().nullable(),
    reviewedBy: authorPayload.nullable(),
  }),
);
export type AdminReport = z.infer<typeof adminReport>;
export const adminReportPage = schema(() => z.array(adminReport));

export const reportIdParams = schema(() => z.object({ reportId: entityId }));

/** PATCH /api/admin/reports/{reportId}: only 'resolved' or 'dismissed' (SPEC §7). */
export const updateReportBody = schema(() =>
  z.object({
    status: z.enum(['resolved', 'dismissed'], 'Lo stato può essere solo resolved o dismissed'),
  }),
);
export type UpdateReportBody = z.infer<typeof updateReportBody>;

/** What a moderator can hide by resolving a report, and so restore. */
export const RESTORABLE_TYPES = ['post', 'comment', 'reel'] as const;
export type RestorableType = (typeof RESTORABLE_TYPES)[number];

/** POST /api/admin/content/{type}/{contentId}/restore. */
export const restoreContentParams = schema(() =>
  z.object({
    type: z.enum(RESTORABLE_TYPES, 'Si possono ripristinare solo post, commenti e reel'),
    contentId: entityId,
  }),
);
export type RestoreContentParams = z.infer<typeof restoreContentParams>;

/** The answer of a restore: the content is visible again (restoring visible content changes nothing). */
export const restoredContent = schema(() =>
  z.object({
    type: z.enum(RESTORABLE_TYPES),
    id: z.string(),
    hidden: z.literal(false),
  }),
);
export type RestoredContent = z.infer<typeof restoredContent>;

export const AUDIT_ACTIONS = [
  'user.promoted',
  'user.demoted',
  'report.resolved',
  'report.dismissed',
  'content.restored',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin action of the audit log. */
export const auditEntry = schema(() =>
  z.object({
    id: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    actor: z.object({ id: z.string().nullable(), name: z.string() }),
    targetType: z.enum(['user', 'report', 'content']),
    targetId: z.string(),
    /** The member's name or the reported content's title, as they were then. */
    targetLabel: z.string().nullable(),
    /** For report actions: what kind of content and why it was reported; for a restore, what kind of content. */
    reportType: z.enum(REPORT_TYPES).nullable(),
    reason: z.enum(REPORT_REASONS).nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = schema(() => z.array(auditEntry));
export const auditListQuery = schema(() => pageQuery(ADMIN_PAGE.size, ADMIN_PAGE.max));
