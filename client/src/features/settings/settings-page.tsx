import type { CurrentUser } from '@common/schemas/user.ts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { settingsText } from '../../i18n/settings.ts';
import { Button } from '../../ui/button.tsx';
import { EditProfileDialog } from '../profile/edit-profile-dialog.tsx';
import { AvatarSection } from './avatar-section.tsx';
import { BlockedSection } from './blocked-section.tsx';
import { DataSection } from './data-section.tsx';
import { EmailSection } from './email-section.tsx';
import { LinkedAccountsSection } from './linked-accounts-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SettingsSection } from './section.tsx';
import { SessionsSection } from './sessions-section.tsx';

/** 'Impostazioni profilo' (side menu, profile overlay): photo, name, password, e-mail, notifications, devices, blocks, data. */
function SettingsPage({ user }: { user: CurrentUser }) {
  const { hasPassword } = user;
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-4 px-4 py-4">
      <div className="flex items-center gap-2">
        <Link
          href="/profile"
          aria-label={settingsText.back}
          className="inline-flex size-11 items-center justify-center rounded-xl hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:hover:bg-slate-800"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{settingsText.title}</h1>
      </div>
      <AvatarSection user={user} />
      <SettingsSection title={settingsText.profile.title}>
        <p className="font-medium">
          {user.firstName} {user.lastName}
        </p>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{user.bio}</p>
        <Button variant="outline" onClick={() => setEditing(true)}>
          {settingsText.profile.edit}
        </Button>
        <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} />
      </SettingsSection>
      <PasswordSection hasPassword={hasPassword} />
      <EmailSection user={user} hasPassword={hasPassword} />
      <LinkedAccountsSection />
      <NotificationsSection />
      <SessionsSection />
      <BlockedSection />
      <DataSection hasPassword={hasPassword} />
    </div>
  );
}

export default SettingsPage;
