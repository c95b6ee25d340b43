import { User } from 'lucide-react';
import { it } from '../../i18n/it.ts';
import { ComingSoon } from '../../layout/coming-soon.tsx';

/** Profile overlay (/profile) — placeholder until its issue lands. */
export function ProfilePage() {
  return (
    <ComingSoon icon={User} title={it.screens.profile.title} description={it.screens.profile.description} />
  );
}
