import { displayName } from '@common/people.ts';
import { useBlockedQuery, useToggleBlockMutation } from '../../data/blocks.ts';
import { settingsText } from '../../i18n/settings.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { Hint, SettingsSection } from './section.tsx';

const text = settingsText.blocked;

/** The members the member blocked, each with 'Sblocca'. */
export function BlockedSection() {
  const blocked = useBlockedQuery();
  const toggle = useToggleBlockMutation();
  return (
    <SettingsSection title={text.title}>
      <Hint>{text.hint}</Hint>
      {!blocked.data ? (
        <Skeleton className="h-12 w-full" />
      ) : blocked.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{text.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {blocked.data.map((member) => (
            <li key={member.id} className="flex items-center gap-3 py-2">
              <Avatar person={member} id={member.id} src={member.avatarUrl} />
              <span className="flex-1 truncate font-medium">{displayName(member)}</span>
              <Button
                variant="outline"
                size="compact"
                onClick={() =>
                  toggle.mutate(
                    { userId: member.id, block: false },
                    { onSuccess: () => toast({ title: text.unblocked }) },
                  )
                }
              >
                {text.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
