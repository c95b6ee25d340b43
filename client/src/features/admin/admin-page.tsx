import { ShieldUser } from 'lucide-react';
import { it } from '../../i18n/it.ts';
import { ComingSoon } from '../../layout/coming-soon.tsx';

/** Admin panel (/admin) — placeholder until its issue lands. */
export function AdminPage() {
  return (
    <ComingSoon icon={ShieldUser} title={it.screens.admin.title} description={it.screens.admin.description} />
  );
}
