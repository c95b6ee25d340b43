import { useState } from 'react';
import { useSearch } from 'wouter';
import { adminText } from '../../i18n/admin.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx';
import type { AdminTab } from './admin-tab.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { AuditTab } from './audit-tab.tsx';
import { ModerationTab } from './moderation-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { UsersTab } from './users-tab.tsx';

const TABS = Object.keys(adminText.tabs) as AdminTab[];

/**
 * The admin panel (/admin, SPEC §2): Panoramica, Utenti, Moderazione, Analytics and the audit log. Only the
 * open tab is mounted, so each fetches its data when it is opened (and only for admins: RequireAdmin).
 */
export function AdminPage({ currentUserId }: { currentUserId: string }) {
  // `?tab=analytics` opens a tab at once (the side menu's 'Analytics', issue 27).
  const asked = new URLSearchParams(useSearch()).get('tab');
  const [tab, setTab] = useState<AdminTab>(() =>
    TABS.includes(asked as AdminTab) ? (asked as AdminTab) : 'overview',
  );
  return (
    <div className="pt-4 pb-6">
      <header className="px-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {adminText.title}
        </h1>
        <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">{adminText.subtitle}</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => setTab(value as AdminTab)} className="mt-4">
        {/* Five tabs do not fit a phone's width: the row scrolls sideways, and fades at the edge to say so. */}
        <div className="overflow-x-auto px-4 [scrollbar-width:none] [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]">
          <TabsList label={adminText.tabsLabel} className="w-max min-w-full">
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value} fit="content">
                {adminText.tabs[value]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="overview" className="px-4 pt-4 focus-visible:outline-none">
          <OverviewTab onOpen={setTab} />
        </TabsContent>
        <TabsContent value="users" className="px-4 pt-4 focus-visible:outline-none">
          <UsersTab currentUserId={currentUserId} />
        </TabsContent>
        <TabsContent value="moderation" className="px-4 pt-4 focus-visible:outline-none">
          <ModerationTab />
        </TabsContent>
        <TabsContent value="analytics" className="px-4 pt-4 focus-visible:outline-none">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="audit" className="px-4 pt-4 focus-visible:outline-none">
          <AuditTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
