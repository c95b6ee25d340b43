import { NOTIFICATION_TYPES } from '@common/constants.ts';
import {
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} from '../../data/settings.ts';
import { settingsText } from '../../i18n/settings.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { Hint, SettingsSection, serverMessage } from './section.tsx';

const text = settingsText.notifications;

/** Notification preferences, one switch per type. */
export function NotificationsSection() {
  const preferences = useNotificationPreferencesQuery();
  const update = useUpdateNotificationPreferencesMutation();
  return (
    <SettingsSection title={text.title}>
      <Hint>{text.hint}</Hint>
      {preferences.data ? (
        <ul className="space-y-1">
          {NOTIFICATION_TYPES.map((type) => (
            <li key={type}>
              <label className="flex min-h-11 items-center justify-between gap-3">
                <span>{text.types[type]}</span>
                <input
                  type="checkbox"
                  checked={preferences.data[type]}
                  onChange={(event) =>
                    update.mutate(
                      { [type]: event.target.checked },
                      {
                        onError: (error) =>
                          toast({
                            title: settingsText.error,
                            description: serverMessage(error),
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                  className="size-5 accent-orange-700"
                />
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </SettingsSection>
  );
}
