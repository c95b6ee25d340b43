import { useEndOtherSessionsMutation, useSessionsQuery } from '../../data/settings.ts';
import { settingsText } from '../../i18n/settings.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { SettingsSection } from './section.tsx';

const text = settingsText.sessions;
const when = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The member's signed-in devices and 'Esci da tutti i dispositivi'. */
export function SessionsSection() {
  const sessions = useSessionsQuery();
  const endOthers = useEndOtherSessionsMutation();
  return (
    <SettingsSection title={text.title}>
      {sessions.data ? (
        <ul className="mb-3 divide-y divide-slate-200 dark:divide-slate-800">
          {sessions.data.map((session) => (
            <li key={session.id} className="py-2 text-sm">
              <p className="font-medium">
                {session.current ? text.current : text.since(when(session.createdAt))}
              </p>
              <p className="text-slate-600 dark:text-slate-400">{text.lastSeen(when(session.lastSeenAt))}</p>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton className="mb-3 h-16 w-full" />
      )}
      <Button
        variant="dangerOutline"
        loading={endOthers.isPending}
        onClick={() =>
          endOthers.mutate(undefined, { onSuccess: ({ ended }) => toast({ title: text.ended(ended) }) })
        }
      >
        {text.endOthers}
      </Button>
    </SettingsSection>
  );
}
