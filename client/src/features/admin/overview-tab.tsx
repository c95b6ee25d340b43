import {
  BarChart3,
  Bot,
  ChevronRight,
  FileText,
  Flag,
  History,
  type LucideIcon,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useAdminStatsQuery } from '../../data/admin.ts';
import { adminText } from '../../i18n/admin.ts';
import { wholeNumber } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import type { AdminTab } from './admin-tab.ts';
import { LoadError } from './load-state.tsx';
import { StatCard, StatCardSkeleton } from './stat-card.tsx';

const text = adminText.overview;

/** Panoramica (SPEC §2): four stat cards from real data and quick actions that open the other tabs. */
export function OverviewTab({ onOpen }: { onOpen: (tab: AdminTab) => void }) {
  const stats = useAdminStatsQuery(true);
  const s = stats.data;

  return (
    <div className="space-y-6">
      {stats.isError && !s ? (
        <LoadError icon={BarChart3} title={text.loadError} onRetry={() => void stats.refetch()} />
      ) : (
        <dl aria-label={text.statsLabel} className="grid grid-cols-2 gap-3">
          {s ? (
            <>
              <StatCard
                icon={Users}
                label={text.totalUsers}
                value={wholeNumber(s.totalUsers)}
                hint={text.activeUsers(s.activeUsers)}
              />
              <StatCard
                icon={FileText}
                label={text.postsToday}
                value={wholeNumber(s.postsToday)}
                hint={text.totalContent(s.totalPosts, s.totalReels)}
              />
              <StatCard
                icon={Bot}
                label={text.aiQueries}
                value={wholeNumber(s.aiQueries)}
                hint={text.aiQueriesHint}
              />
              <StatCard
                icon={Flag}
                label={text.reports}
                value={wholeNumber(s.reports)}
                hint={text.pendingReports(s.pendingReports)}
              />
            </>
          ) : (
            Array.from({ length: 4 }, (_, i) => <StatCardSkeleton key={i} />)
          )}
        </dl>
      )}

      <section aria-labelledby="admin-quick-actions">
        <h2 id="admin-quick-actions" className="text-lg font-semibold text-slate-900 dark:text-white">
          {text.quickActions}
        </h2>
        <ul className="mt-2 space-y-2">
          <QuickAction
            icon={ShieldCheck}
            title={text.manageUsers}
            hint={text.manageUsersHint}
            onClick={() => onOpen('users')}
          />
          <QuickAction
            icon={Flag}
            title={text.moderate}
            hint={text.moderateHint(s?.pendingReports ?? 0)}
            count={s?.pendingReports}
            onClick={() => onOpen('moderation')}
          />
          <QuickAction
            icon={BarChart3}
            title={text.viewAnalytics}
            hint={text.viewAnalyticsHint}
            onClick={() => onOpen('analytics')}
          />
          <QuickAction
            icon={History}
            title={text.viewAudit}
            hint={text.viewAuditHint}
            onClick={() => onOpen('audit')}
          />
        </ul>
      </section>
    </div>
  );
}

function QuickAction({
  icon: Icon,
  title,
  hint,
  count,
  onClick,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  count?: number;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex min-h-14 w-full items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-left shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:border-slate-800 dark:bg-slate-950 dark:hover:bg-slate-900"
      >
        <Icon aria-hidden="true" className="size-5 shrink-0 text-orange-700 dark:text-orange-300" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">{hint}</span>
        </span>
        {count ? <Badge tone="danger">{count}</Badge> : null}
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      </button>
    </li>
  );
}
