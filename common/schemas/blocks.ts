import { schema, z } from '../zod-it.ts';
import { entityId } from './shared.ts';

/** POST /api/blocks: block a member. */
export const blockBody = schema(() => z.object({ userId: entityId }));
export type BlockBody = z.infer<typeof blockBody>;

/** A member one has blocked, as the settings list shows them. */
export const blockedMember = schema(() =>
  z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    blockedAt: z.iso.datetime(),
  }),
);
export type BlockedMember = z.infer<typeof blockedMember>;

/** GET /api/blocks. */
export const blockedList = schema(() => z.array(blockedMember));

/**
 * GET /api/blocks/{id}/status and the answer of block/unblock: whether the member blocked them, and whether
 * they blocked the member (so the chat can say in words why nothing can be sent, issue 27).
 */
export const blockStatus = schema(() => z.object({ isBlocked: z.boolean(), hasBlockedYou: z.boolean() }));
export type BlockStatus = z.infer<typeof blockStatus>;
