import type { CurrentUser } from '@common/schemas/user.ts';
import { AdminPage } from './admin-page.tsx';
import { RequireAdmin } from './require-admin.tsx';

/** /admin: the admin panel for admins, the restricted page for everyone else (lazy-loaded as one chunk). */
export function AdminRoute({ user }: { user: CurrentUser }) {
  return (
    <RequireAdmin user={user}>
      <AdminPage currentUserId={user.id} />
    </RequireAdmin>
  );
}
