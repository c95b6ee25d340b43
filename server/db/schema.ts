import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES, POST_CATEGORIES } from '../../common/constants.ts';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const counter = (name: string) => integer(name).notNull().default(0);

/** PostgreSQL's full-text document type (Drizzle has none: STACK.md). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    /** The square profile photo (issue 21); initials are shown without one. */
    avatarObjectId: text('avatar_object_id').references((): AnyPgColumn => objects.id, {
      onDelete: 'set null',
    }),
    /** Notification types the member turned off, e.g. `{ "like": false }`; absent means on. */
    notificationPreferences: jsonb('notification_preferences')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
    isAdmin: boolean('is_admin').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    followersCount: counter('followers_count'),
    followingCount: counter('following_count'),
    repairsCount: counter('repairs_count'),
    postsCount: counter('posts_count'),
    reelsCount: counter('reels_count'),
    lastActive: timestamp('last_active', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in (at most 512 characters), to name the device in settings. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
    /** For `change_email`: the address that becomes the member's once this link is opened. */
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer token replaced this one (SPEC: a newer link supersedes older ones). */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('oauth_accounts_user_idx').on(t.userId)],
);

/** Uploaded files (SPEC §7 upload flow). `path` is what posts reference, e.g. /objects/uploads/<id>. */
export const objects = pgTable(
  'objects',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    status: text('status', { enum: ['pending', 'uploaded'] })
      .notNull()
      .default('pending'),
    acl: text('acl', { enum: ['private', 'public'] })
      .notNull()
      .default('private'),
    contentType: text('content_type'),
    size: integer('size'),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [index('objects_owner_idx').on(t.ownerId)],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category', { enum: POST_CATEGORIES }),
    viewsCount: counter('views_count'),
    likesCount: counter('likes_count'),
    commentsCount: counter('comments_count'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** Set when a moderator resolved a report on it (issue 20): hidden from every list and feed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The comment the author chose as the solution (issue 28); the post is solved while it is set. */
    solutionCommentId: text('solution_comment_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'set null',
    }),
    /**
     * Italian full-text document of title (A), content (B) and visible comments (C), kept by triggers
     * (migration 0007) so search and the assistant's similar posts read one GIN index (issue 28).
     */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('posts_feed_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_search_vector_idx').using('gin', t.searchVector),
    /**
     * The solved posts' documents alone (issue 29): the assistant's similar posts look among them first, a
     * quarter of the large dataset's posts, and need the others only when fewer than three are solved.
     */
    index('posts_solved_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.solutionCommentId} is not null and ${t.hiddenAt} is null`),
    index('posts_solution_idx').on(t.solutionCommentId),
    index('posts_category_feed_idx').on(t.category, t.createdAt.desc(), t.id.desc()),
    index('posts_author_idx').on(t.authorId, t.createdAt.desc()),
  ],
);

export const postImages = pgTable(
  'post_images',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    objectId: text('object_id')
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.position] }),
    uniqueIndex('post_images_object_key').on(t.objectId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likesCount: counter('likes_count'),
    createdAt: createdAt(),
    /** Set when a moderator resolved a report on it (issue 20): hidden from every list and feed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_post_idx').on(t.postId, t.createdAt),
    // Reputation counts a member's accepted answers and the likes their comments received (issue 28).
    index('comments_author_idx').on(t.authorId),
  ],
);

export const likes = pgTable(
  'likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: ['post', 'comment'] }).notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entityType, t.entityId] }),
    index('likes_entity_idx').on(t.entityType, t.entityId),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: text('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index('follows_following_idx').on(t.followingId),
    check('follows_no_self', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

export const postViews = pgTable(
  'post_views',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerId] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    postId: text('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** The reel a like or comment notification is about (issue 19). */
    reelId: text('reel_id').references((): AnyPgColumn => reels.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.isRead} = false`),
    // An undone like or follow withdraws its notification by actor and member (issue 29: a popular author's
    // thousands of notifications were scanned on every unlike); deleting a member finds theirs too.
    index('notifications_actor_idx').on(t.actorId, t.userId),
  ],
);

/** A member's conversation with the AI assistant (issue 18); `analysis` is its current diagnosis. */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Knowledge-base entry of the current diagnosis, when the offline engine made it. */
    problemId: text('problem_id'),
    analysis: jsonb('analysis'),
    /** A description the assistant asked one question about, joined to the member's answer. */
    pendingText: text('pending_text'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_conversations_user_idx').on(t.userId, t.updatedAt.desc())],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    analysis: jsonb('analysis'),
    /** The answers a question offered as buttons (issue 24), shown again with it after a reload. */
    choices: jsonb('choices'),
    /** The photo itself is not kept: it was only needed for the answer. */
    hasImage: boolean('has_image').notNull().default(false),
    /** The guide steps of this answer the member ticked (issue 24: progress lives on the server). */
    completedSteps: integer('completed_steps').array().notNull().default(sql`'{}'::integer[]`),
    /** Set once every step of the guide is ticked: a repair completed with the assistant (issue 28). */
    guideCompletedAt: timestamp('guide_completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_messages_conversation_idx').on(t.conversationId, t.createdAt),
    // Reputation counts a member's completed guides on every profile and comment list (issue 29): only the few
    // completed ones are indexed, so the count never reads every assistant message.
    index('ai_messages_guide_completed_idx')
      .on(t.conversationId)
      .where(sql`${t.guideCompletedAt} is not null`),
  ],
);

/** One row per assistant query, for admin stats and analytics (provider, latency, success). */
export const aiQueries = pgTable(
  'ai_queries',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['analyze', 'chat'] }).notNull(),
    provider: text('provider').notNull(),
    /** The configured model failed (timeout, error, bad output) and the knowledge base answered. */
    fallback: boolean('fallback').notNull().default(false),
    outcome: text('outcome', { enum: ['analysis', 'question', 'reply', 'error'] }).notNull(),
    success: boolean('success').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    problemId: text('problem_id'),
    confidence: integer('confidence'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_queries_created_idx').on(t.createdAt)],
);

/** Affiliate catalogue (SPEC §3); ids are stable slugs so the catalogue can be re-seeded in place. */
export const affiliateProducts = pgTable('affiliate_products', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  price: text('price').notNull(),
  category: text('category', {
    enum: ['strumenti', 'saldatura', 'misura', 'smartphone', 'componenti', 'other'],
  }).notNull(),
  retailer: text('retailer').notNull(),
  affiliateUrl: text('affiliate_url').notNull(),
  /** The tool names of the knowledge base this product stands for. */
  tools: text('tools').array().notNull().default(sql`'{}'::text[]`),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => affiliateProducts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['ai-recommendation', 'ai-analysis'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_clicks_product_idx').on(t.productId, t.createdAt)],
);

/** Direct messages between two members (issue 17); `read_at` is set when the receiver opens the chat. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The text; empty when the message is only a photo. */
    content: text('content').notNull(),
    /** A photo the sender uploaded (issue 27): private, readable by the two members only. */
    imageObjectId: text('image_object_id').references(() => objects.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // A pair's history in either direction, newest first: one index on the unordered pair.
    index('messages_pair_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A member's conversations: what they sent and what they received.
    index('messages_sender_idx').on(t.senderId, t.createdAt.desc()),
    index('messages_receiver_idx').on(t.receiverId, t.createdAt.desc()),
    index('messages_unread_idx').on(t.receiverId, t.senderId).where(sql`${t.readAt} is null`),
    check('messages_no_self', sql`${t.senderId} <> ${t.receiverId}`),
    // A message is text, or a photo, or both (the API's rule): a photo's object may go (set null).
    check('messages_content_length', sql`char_length(${t.content}) <= 2000`),
    // One photo, one message.
    uniqueIndex('messages_image_key').on(t.imageObjectId),
  ],
);

/**
 * Who a member has exchanged messages with, one row per member and partner (both ways), written by a trigger
 * on every message (migration 0017). The conversation list and presence read a member's partners here in one
 * index range: found from `messages`, a member with 159 partners and 7,428 messages read every message's
 * index entry (half of the list's database time at the large dataset, issue 29). A row outlives its
 * messages (a partner whose messages are all gone simply has no newest message to show).
 */
export const conversationPartners = pgTable(
  'conversation_partners',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: text('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partnerId] })],
);

/** A conversation a member deleted: its messages up to `hidden_before` are hidden for them only. */
export const hiddenConversations = pgTable(
  'hidden_conversations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: text('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hiddenBefore: timestamp('hidden_before', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.otherUserId] })],
);

/** Short repair videos (issue 19). Poster and duration arrive from background processing, when ffmpeg exists. */
export const reels = pgTable(
  'reels',
  {
    id: id(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The video played; a background transcode may swap it for its H.264/AAC MP4 version. */
    videoObjectId: text('video_object_id')
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    posterObjectId: text('poster_object_id').references(() => objects.id, { onDelete: 'set null' }),
    durationMs: integer('duration_ms'),
    likesCount: counter('likes_count'),
    commentsCount: counter('comments_count'),
    createdAt: createdAt(),
    /** Set when a moderator resolved a report on it (issue 20): hidden from every list and feed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('reels_feed_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reels_author_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('reels_video_key').on(t.videoObjectId),
    check('reels_tags_max', sql`cardinality(${t.tags}) <= 10`),
  ],
);

export const reelLikes = pgTable(
  'reel_likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reelId: text('reel_id')
      .notNull()
      .references(() => reels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reelId] }), index('reel_likes_reel_idx').on(t.reelId)],
);

export const reelComments = pgTable(
  'reel_comments',
  {
    id: id(),
    reelId: text('reel_id')
      .notNull()
      .references(() => reels.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reel_comments_reel_idx').on(t.reelId, t.createdAt)],
);

/** A member who blocked another (issue 21): no messages, comments, follows or notifications pass between them. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_no_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * A member's report of a post, reel, comment, member or anything else (issue 20). `target_author_id` is who
 * wrote the reported content (or the reported member) when it was reported; a member has one open report per target.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['post', 'reel', 'comment', 'user', 'other'] }).notNull(),
    targetId: text('target_id').notNull(),
    targetAuthorId: text('target_author_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['spam', 'offensive', 'dangerous', 'scam', 'other'] }).notNull(),
    description: text('description'),
    status: text('status', { enum: ['pending', 'resolved', 'dismissed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reports_open_key').on(t.reporterId, t.type, t.targetId).where(sql`${t.status} = 'pending'`),
    index('reports_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('reports_target_idx').on(t.type, t.targetId),
    check('reports_description_length', sql`char_length(${t.description}) <= 500`),
  ],
);

/** Every admin action (issue 20): who, what, on what, when; `details` keeps names as they were then. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', {
      enum: ['user.promoted', 'user.demoted', 'report.resolved', 'report.dismissed', 'content.restored'],
    }).notNull(),
    targetType: text('target_type', { enum: ['user', 'report', 'content'] }).notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
