import { HelpCircle, type LucideIcon, Monitor, Smartphone, Tablet } from 'lucide-react';
import type { SessionPayload } from '../../../../common/schemas/settings.ts';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from '../../data/settings.ts';
import { settingsText } from '../../i18n/settings.ts';
import { mediumDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { SettingsSection } from './section.tsx';

const text = settingsText.sessions;
const when = (iso: string) => mediumDateTime(new Date(iso));

const ICONS: Record<SessionPayload['kind'], LucideIcon> = {
  phone: Smartphone,
  tablet: Tablet,
  computer: Monitor,
  unknown: HelpCircle,
};

/** The member's signed-in devices, each with 'Esci', and 'Esci da tutti i dispositivi'. */
export function SessionsSection() {
  const sessions = useSessionsQuery();
  const endOthers = useEndOtherSessionsMutation();
  const endOne = useEndSessionMutation();
  return (
    <SettingsSection title={text.title}>
      {sessions.data ? (
        <ul className="mb-3 divide-y divide-slate-200 dark:divide-slate-800">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex items-center gap-3 py-2 text-sm">
              <SessionIcon kind={session.kind} />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{session.device ?? text.unknownDevice}</p>
                <p className="text-slate-600 dark:text-slate-400">
                  {session.current ? text.current : text.since(when(session.createdAt))}
                  {' · '}
                  {text.lastSeen(when(session.lastSeenAt))}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="dangerOutline"
                  size="compact"
                  aria-label={text.endOneLabel(session.device ?? text.unknownDevice)}
                  loading={endOne.isPending && endOne.variables === session.id}
                  onClick={() =>
                    endOne.mutate(session.id, { onSuccess: () => toast({ title: text.endedOne }) })
                  }
                >
                  {text.endOne}
                </Button>
              )}
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

function SessionIcon({ kind }: { kind: SessionPayload['kind'] }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden className="h-5 w-5 shrink-0 text-slate-500" />;
}
