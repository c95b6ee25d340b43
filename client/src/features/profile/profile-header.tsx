import { displayName } from '@common/people.ts';
import type { CurrentUser, PublicUser } from '@common/schemas/user.ts';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Award, CalendarDays, HandHelping, LogOut, Settings, UserPen } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useBlockStatusQuery } from '../../data/blocks.ts';
import { type ProfileData, useFollowStatusQuery } from '../../data/users.ts';
import { it } from '../../i18n/it.ts';
import { blockText } from '../../i18n/settings.ts';
import { wholeNumber } from '../../lib/format.ts';
import { logout } from '../../lib/navigation.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { onDemand } from '../../ui/on-demand.tsx';
import { FollowButton } from '../posts/follow-button.tsx';
import { BlockButton } from '../settings/block-button.tsx';
import { memberSince } from './member-since.ts';

/** Loaded when the member edits (issue 29): a profile's first render does not build the form's schemas. */
const EditProfileDialog = onDemand(() =>
  import('./edit-profile-dialog.tsx').then((module) => module.EditProfileDialog),
);

const text = it.profile;

function Stat({ value, label }: { value: number; label: string }) {
  return (
    // The label comes first in the markup (dt before dd) and shows under the number.
    <div className="flex flex-col-reverse items-center rounded-2xl bg-slate-50 px-2 py-3 dark:bg-slate-800/70">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-xl font-bold tabular-nums text-slate-900 dark:text-white">{wholeNumber(value)}</dd>
    </div>
  );
}

function OwnActions({ me }: { me: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const [, navigate] = useLocation();
  return (
    <div className="flex gap-2">
      <Button variant="outline" className="flex-1" onClick={() => setEditing(true)}>
        <UserPen aria-hidden="true" className="size-4" />
        {text.edit}
      </Button>
      <Button variant="outline" size="icon" aria-label={text.settings} onClick={() => navigate('/settings')}>
        <Settings aria-hidden="true" className="size-5" />
      </Button>
      <Button variant="dangerOutline" size="icon" aria-label={text.logout} onClick={logout}>
        <LogOut aria-hidden="true" className="size-5" />
      </Button>
      {editing && (
        <EditProfileDialog user={me} open onOpenChange={setEditing} onLoadFailed={() => setEditing(false)} />
      )}
    </div>
  );
}

/** Between members who blocked each other nothing passes: no 'Segui' or 'Aiuta', a sentence instead. */
function BlockedActions({ user, youBlocked }: { user: PublicUser; youBlocked: boolean }) {
  return (
    <div className="space-y-2">
      <p className="rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        {youBlocked ? `${blockText.youBlocked} ${blockText.youBlockedHint}` : blockText.blockedYou}
      </p>
      <div className="flex gap-2">
        <BlockButton userId={user.id} name={displayName(user)} />
      </div>
    </div>
  );
}

function OtherActions({ user }: { user: PublicUser }) {
  const blocks = useBlockStatusQuery(user.id);
  if (blocks.data?.isBlocked || blocks.data?.hasBlockedYou)
    return <BlockedActions user={user} youBlocked={blocks.data.isBlocked} />;
  return <FollowActions user={user} />;
}

function FollowActions({ user }: { user: PublicUser }) {
  const status = useFollowStatusQuery(user.id);
  return (
    <div className="flex gap-2">
      {status.data ? (
        <FollowButton
          target={{ id: user.id, name: displayName(user) }}
          isFollowing={status.data.isFollowing}
          size="wide"
        />
      ) : status.isPending ? (
        <Button variant="outline" className="flex-1" loading disabled>
          {it.post.follow}
        </Button>
      ) : null}
      <Link
        href={`/messages/${encodeURIComponent(user.id)}`}
        className={buttonClasses('primary', 'md', 'flex-1')}
      >
        <HandHelping aria-hidden="true" className="size-4" />
        {it.post.help}
      </Link>
      <BlockButton userId={user.id} name={displayName(user)} />
    </div>
  );
}

/** The top of the profile overlay: who, since when, bio, counts, and the actions that fit the viewer. */
export function ProfileHeader({ user, me }: { user: ProfileData; me: CurrentUser }) {
  const own = user.id === me.id;
  return (
    <div className="px-5">
      <div className="-mt-12 flex items-end justify-between">
        <Avatar
          person={user}
          id={user.id}
          src={user.avatarUrl}
          size="xl"
          className="ring-4 ring-white dark:ring-slate-900"
        />
      </div>
      <RadixDialog.Title className="mt-3 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {displayName(user)}
      </RadixDialog.Title>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <span className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2.5 py-0.5 font-medium text-orange-900 dark:bg-orange-950 dark:text-orange-200">
          <Award aria-hidden="true" className="size-4" />
          {user.level !== undefined && user.points !== undefined
            ? text.levelWithPoints(user.level, user.points)
            : text.level}
        </span>
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          {memberSince(user.createdAt)}
        </span>
      </div>
      <RadixDialog.Description
        className={
          user.bio
            ? 'mt-3 whitespace-pre-line break-words text-slate-800 dark:text-slate-200'
            : 'mt-3 text-slate-600 italic dark:text-slate-400'
        }
      >
        {user.bio || text.noBio}
      </RadixDialog.Description>
      <dl className="mt-4 grid grid-cols-3 gap-2">
        <Stat value={user.followersCount} label={text.followers} />
        <Stat value={user.followingCount} label={text.followingCount} />
        <Stat value={user.repairsCount} label={text.repairs} />
      </dl>
      <div className="mt-4">{own ? <OwnActions me={me} /> : <OtherActions user={user} />}</div>
    </div>
  );
}
