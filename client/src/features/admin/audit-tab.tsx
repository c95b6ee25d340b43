import type { AuditEntry } from '@common/schemas/admin.ts';
import { Flag, History, RotateCcw, ShieldCheck, ShieldOff } from 'lucide-react';
import { useAuditLogQuery } from '../../data/admin.ts';
import { adminText, reportReasons } from '../../i18n/admin.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LoadError, LoadMore } from './load-state.tsx';
import { dateTime, timeAgo } from './time-ago.ts';

const text = adminText.audit;
const ICONS = {
  'user.promoted': ShieldCheck,
  'user.demoted': ShieldOff,
  'report.resolved': Flag,
  'report.dismissed': Flag,
  'content.restored': RotateCcw,
} as const;

/** What an entry says: '<admin> ha reso amministratore <member>', '<admin> ha risolto una segnalazione su …'. */
function sentence(entry: AuditEntry): string {
  const label = entry.targetLabel ? ` «${entry.targetLabel}»` : '';
  const target =
    entry.targetType === 'user'
      ? (entry.targetLabel ?? text.unknownTarget)
      : entry.targetType === 'content'
        ? `${adminText.typeThe[entry.reportType === 'comment' || entry.reportType === 'reel' ? entry.reportType : 'post']}${label}`
        : `${adminText.typeOn[entry.reportType ?? 'other']}${label}`;
  return text.action[entry.action](entry.actor.name, target);
}

/** The audit log: every admin action, who did it and when, newest first. */
export function AuditTab() {
  const query = useAuditLogQuery();
  const entries = query.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="admin-audit-heading">
      <h2 id="admin-audit-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {text.heading}
      </h2>
      {query.isError && entries.length === 0 ? (
        <LoadError icon={History} title={text.loadError} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div aria-hidden="true" className="mt-3 space-y-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 rounded-2xl" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <EmptyState
          compact
          headingLevel={3}
          icon={History}
          title={text.empty}
          description={text.emptyDescription}
        />
      ) : (
        <ol className="mt-3 space-y-2">
          {entries.map((entry) => {
            const Icon = ICONS[entry.action];
            return (
              <li
                key={entry.id}
                className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-950"
              >
                <Icon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-orange-700 dark:text-orange-300"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-slate-900 dark:text-white">{sentence(entry)}</p>
                  <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                    <time dateTime={entry.createdAt} title={dateTime(entry.createdAt)}>
                      {timeAgo(entry.createdAt)}
                    </time>
                    {entry.reason && ` · ${reportReasons[entry.reason]}`}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <LoadMore
        visible={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </section>
  );
}
