import { Check, UserPlus } from 'lucide-react';
import { type FollowTarget, useToggleFollowMutation } from '../../data/users.ts';
import { it } from '../../i18n/it.ts';
import { Button } from '../../ui/button.tsx';

/** 'Segui' / 'Seguito': toggles following a member (POST /api/follows) with SPEC §8's toasts. */
export function FollowButton({
  target,
  isFollowing,
  size = 'compact',
}: {
  target: FollowTarget;
  isFollowing: boolean;
  size?: 'compact' | 'wide';
}) {
  const follow = useToggleFollowMutation();
  const Icon = isFollowing ? Check : UserPlus;
  return (
    <Button
      variant={isFollowing ? 'secondary' : 'soft'}
      loading={follow.isPending}
      onClick={() => follow.mutate(target)}
      size={size === 'compact' ? 'compact' : 'md'}
      className={size === 'compact' ? undefined : 'flex-1'}
    >
      {!follow.isPending && <Icon aria-hidden="true" className="size-4" />}
      {isFollowing ? it.post.following : it.post.follow}
    </Button>
  );
}
