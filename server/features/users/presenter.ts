import type { MemberProfile } from '../../../common/schemas/user.ts';
import { presentUser } from '../../domain/members.ts';
import type { Reputation } from '../../domain/reputation.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';

/** A profile as others see it, with the reputation derived from the member's facts (issue 28). */
export function presentMemberProfile(user: UserRow, reputation: Reputation): MemberProfile {
  return {
    ...presentUser(user),
    repairsCount: reputation.repairs,
    points: reputation.points,
    level: reputation.level,
  };
}
