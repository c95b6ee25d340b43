import { Bell } from 'lucide-react';
import { it } from '../../i18n/it.ts';
import { ComingSoon } from '../../layout/coming-soon.tsx';

/** Notification list (/notifications) — placeholder until its issue lands. */
export function NotificationsPage() {
  return (
    <ComingSoon
      icon={Bell}
      title={it.screens.notifications.title}
      description={it.screens.notifications.description}
    />
  );
}
