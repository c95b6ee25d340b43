import { COMMENTS_LIST_MAX, ID_MAX, LIMITS } from '../constants.ts';
import { splitTags } from '../tags.ts';
import { schema, z } from '../zod-it.ts';
import { commentContent } from './comments.ts';
import { pageQuery, requiredText } from './shared.ts';
import { authorPayload } from './user.ts';

/** SPEC §5: one text for any of the three missing. */
export const REEL_REQUIRED = 'Titolo, descrizione e video sono obbligatori';

/** Reels in a page of GET /api/reels when the client does not say, and the most it may ask for. */
export const REEL_PAGE_SIZE = 10;
export const REEL_PAGE_MAX = 30;

const title = schema(() =>
  requiredText(REEL_REQUIRED, LIMITS.titleMax, `Il titolo può avere al massimo ${LIMITS.titleMax} caratteri`),
);
const description = schema(() =>
  requiredText(
    REEL_REQUIRED,
    LIMITS.descriptionMax,
    `La descrizione può avere al massimo ${LIMITS.descriptionMax} caratteri`,
  ),
);

/** Tags as typed ('#iphone, batteria') or as a list: split, lower-cased, deduplicated, at most 10 kept (SPEC §5). */
export const reelTags = schema(() =>
  z
    .union([z.string().max(1000), z.array(z.string().max(100)).max(100)], { error: 'Tag non validi' })
    .optional()
    .transform((value) => splitTags(Array.isArray(value) ? value.join(' ') : (value ?? '')))
    .pipe(z.array(z.string().max(50, 'Ogni tag può avere al massimo 50 caratteri'))),
);

/** POST /api/reels (SPEC §5, §7): `videoUrl` is the object path (or upload URL) of a video the author uploaded. */
export const createReelBody = schema(() =>
  z.object({
    title,
    description,
    videoUrl: z.string({ error: REEL_REQUIRED }).trim().min(1, REEL_REQUIRED).max(500),
    tags: reelTags,
  }),
);
export type CreateReelBody = z.input<typeof createReelBody>;

/** GET /api/reels and GET /api/users/{id}/reels: a keyset page, newest first. */
export const reelListQuery = schema(() => pageQuery(REEL_PAGE_SIZE, REEL_PAGE_MAX));
export type ReelListQuery = z.infer<typeof reelListQuery>;

/** SPEC §3 Reel, plus its poster, duration and time (issue 19). */
export const reelPayload = schema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    videoUrl: z.string(),
    /** A frame of the video; null until processing made one, or when ffmpeg is missing. */
    posterUrl: z.string().nullable(),
    /** In seconds; null until known. */
    duration: z.number().nullable(),
    tags: z.array(z.string()),
    author: authorPayload,
    isLiked: z.boolean(),
    likesCount: z.number().int(),
    commentsCount: z.number().int(),
    createdAt: z.iso.datetime(),
  }),
);
export type ReelPayload = z.infer<typeof reelPayload>;

/** A page of reels: SPEC §7 answers a plain list. */
export const reelPage = schema(() => z.array(reelPayload));

/** POST and DELETE /api/reels/{id}/like: the state after the call and the reel's count. */
export const reelLikeResult = schema(() => z.object({ isLiked: z.boolean(), likesCount: z.number().int() }));
export type ReelLikeResult = z.infer<typeof reelLikeResult>;

/** POST /api/reels/{id}/comments (same rules as a post's comment, SPEC §5). */
export const createReelCommentBody = schema(() =>
  z.object({
    content: commentContent,
  }),
);
export type CreateReelCommentBody = z.infer<typeof createReelCommentBody>;

export const reelCommentPayload = schema(() =>
  z.object({
    id: z.string(),
    reelId: z.string().max(ID_MAX),
    content: z.string(),
    createdAt: z.iso.datetime(),
    author: authorPayload,
  }),
);
export type ReelCommentPayload = z.infer<typeof reelCommentPayload>;

/** GET /api/reels/{id}/comments: oldest first. */
export const reelCommentList = schema(() => z.array(reelCommentPayload).max(COMMENTS_LIST_MAX));
