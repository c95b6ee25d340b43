import type { BlockedMember, BlockStatus } from '../../../common/schemas/blocks.ts';
import { avatarUrlOf } from '../../domain/members.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';

export const presentBlocked = (
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'avatarObjectId'>,
  blockedAt: Date,
): BlockedMember => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  avatarUrl: avatarUrlOf(user.avatarObjectId),
  blockedAt: blockedAt.toISOString(),
});

export const presentBlockStatus = (isBlocked: boolean, hasBlockedYou: boolean): BlockStatus => ({
  isBlocked,
  hasBlockedYou,
});
