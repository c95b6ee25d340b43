import { displayName } from '@common/people.ts';
import type { AdminUser } from '@common/schemas/admin.ts';
import { adminText } from '../../i18n/admin.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { timeAgo } from './time-ago.ts';

const text = adminText.users;

/** One member of the list: who, their e-mail and activity, and the admin toggle (never on yourself). */
export function UserRow({
  user,
  isSelf,
  pending,
  onToggleAdmin,
}: {
  user: AdminUser;
  isSelf: boolean;
  pending: boolean;
  onToggleAdmin: () => void;
}) {
  const name = displayName(user);
  const activity = user.lastActive ? text.lastActive(timeAgo(user.lastActive)) : text.neverActive;
  // An admin cannot demote themselves (the server refuses it too).
  const locked = isSelf && user.isAdmin;
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-950">
      <Avatar person={user} id={user.id} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-900 dark:text-white">
          <span className="truncate">{name}</span>
          {isSelf && <Badge>{text.you}</Badge>}
          {user.isAdmin && <Badge tone="primary">{text.adminBadge}</Badge>}
        </p>
        <p className="truncate text-sm text-slate-700 dark:text-slate-300">{user.email}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {text.posts(user.postsCount)} · {activity}
          {!user.emailVerified && ` · ${text.notVerified}`}
        </p>
      </div>
      <Button
        size="compact"
        variant={user.isAdmin ? 'dangerOutline' : 'soft'}
        aria-label={user.isAdmin ? text.removeAdminLabel(name) : text.makeAdminLabel(name)}
        title={locked ? text.selfHint : undefined}
        disabled={locked}
        loading={pending}
        onClick={onToggleAdmin}
      >
        {user.isAdmin ? text.removeAdmin : text.makeAdmin}
      </Button>
    </li>
  );
}
