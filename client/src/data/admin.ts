import {
  ADMIN_PAGE,
  type AdminReport,
  type AdminUser,
  adminAnalytics,
  adminReport,
  adminReportPage,
  adminStats,
  adminUser,
  adminUserPage,
  auditPage,
  type RestorableType,
  restoredContent,
  type UpdateReportBody,
} from '@common/schemas/admin.ts';
import type { ReportStatus } from '@common/schemas/reports.ts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminText } from '../i18n/admin.ts';
import { api } from '../lib/api.ts';
import { type Pages, useKeysetPages } from './pages.ts';
import { postKeys } from './post-cache.ts';

/** Query keys of the admin panel; every key starts with '/api/admin' so one invalidation refreshes it all. */
export const adminKeys = {
  all: ['/api/admin'] as const,
  stats: ['/api/admin', 'stats'] as const,
  analytics: ['/api/admin', 'analytics'] as const,
  users: ['/api/admin', 'users'] as const,
  userSearch: (q: string) => ['/api/admin', 'users', q] as const,
  reports: ['/api/admin', 'reports'] as const,
  reportList: (status: ReportStatus | 'all') => ['/api/admin', 'reports', status] as const,
  audit: ['/api/admin', 'audit-log'] as const,
};

/** SPEC §5: admin data is fetched only for admins; each tab fetches afresh when it opens. */
export function useAdminStatsQuery(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => api.get('/api/admin/stats', { schema: adminStats, signal }),
    enabled,
    refetchOnMount: 'always',
  });
}

export function useAdminAnalyticsQuery(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.analytics,
    queryFn: ({ signal }) => api.get('/api/admin/analytics', { schema: adminAnalytics, signal }),
    enabled,
    refetchOnMount: 'always',
  });
}

/** GET /api/admin/users, searched by name or e-mail, in keyset pages. */
export function useAdminUsersQuery(q: string) {
  return useKeysetPages({
    queryKey: adminKeys.userSearch(q),
    path: '/api/admin/users',
    pageSize: ADMIN_PAGE.size,
    schema: adminUserPage,
    query: { q: q || undefined },
    refetchOnMount: 'always',
  });
}

/** GET /api/admin/reports of one status (or all), in keyset pages. */
export function useAdminReportsQuery(status: ReportStatus | 'all') {
  return useKeysetPages({
    queryKey: adminKeys.reportList(status),
    path: '/api/admin/reports',
    pageSize: ADMIN_PAGE.size,
    schema: adminReportPage,
    query: { status: status === 'all' ? undefined : status },
    refetchOnMount: 'always',
  });
}

/** GET /api/admin/audit-log, newest first. */
export function useAuditLogQuery() {
  return useKeysetPages({
    queryKey: adminKeys.audit,
    path: '/api/admin/audit-log',
    pageSize: ADMIN_PAGE.size,
    schema: auditPage,
    refetchOnMount: 'always',
  });
}

/** Replaces one item (by id) in every cached page list under `queryKey`. */
function replaceInPages<T extends { id: string }>(
  client: QueryClient,
  queryKey: readonly unknown[],
  item: T,
) {
  client.setQueriesData<Pages<T>>({ queryKey }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => page.map((old) => (old.id === item.id ? item : old))) }
      : data,
  );
}

/** PATCH /api/admin/users/{userId}/admin ('Rendi Admin' / 'Rimuovi Admin'); SPEC §8's toast on failure. */
export function useSetAdminMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      api.patch(`/api/admin/users/${encodeURIComponent(userId)}/admin`, { isAdmin }, { schema: adminUser }),
    onSuccess: (user: AdminUser) => {
      replaceInPages(client, adminKeys.users, user);
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
    meta: { errorText: adminText.users.updateError },
  });
}

/**
 * PATCH /api/admin/reports/{reportId} ('Risolvi' / 'Ignora'). Every report list and the stats are fetched
 * again (a resolution closes other reports too), and the feeds, which no longer show hidden content.
 */
export function useReviewReportMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, status }: { reportId: string } & UpdateReportBody) =>
      api.patch(`/api/admin/reports/${encodeURIComponent(reportId)}`, { status }, { schema: adminReport }),
    onSuccess: (report: AdminReport) => {
      replaceInPages(client, adminKeys.reports, report);
      void client.invalidateQueries({ queryKey: adminKeys.reports });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
      if (report.content.hidden) void client.invalidateQueries({ queryKey: postKeys.feeds });
    },
    meta: { errorText: adminText.moderation.updateError },
  });
}

/**
 * POST /api/admin/content/{type}/{id}/restore ('Ripristina'): the report lists, the audit log and the feeds
 * are fetched again, since the content is back in them.
 */
export function useRestoreContentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: RestorableType; id: string }) =>
      api.post(`/api/admin/content/${type}/${encodeURIComponent(id)}/restore`, undefined, {
        schema: restoredContent,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.reports });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
      void client.invalidateQueries({ queryKey: postKeys.feeds });
    },
    meta: { errorText: adminText.moderation.restoreError },
  });
}
