import type { CurrentUser } from '@common/schemas/user.ts';
import type { ReactNode } from 'react';
import { AccessRestricted } from './access-restricted.tsx';

/** Shows the admin screens to admins only (SPEC §6); everyone else gets the restricted page. */
export function RequireAdmin({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return user.isAdmin ? children : <AccessRestricted />;
}
