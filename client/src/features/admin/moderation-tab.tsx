import type { AdminReport } from '@common/schemas/admin.ts';
import type { ReportStatus } from '@common/schemas/reports.ts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import {
  useAdminReportsQuery,
  useRestoreContentMutation,
  useReviewReportMutation,
} from '../../data/admin.ts';
import { adminText } from '../../i18n/admin.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Label } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { LoadError, LoadMore } from './load-state.tsx';
import { ReportCard } from './report-card.tsx';

const text = adminText.moderation;
type Filter = ReportStatus | 'all';
const FILTERS = Object.keys(text.filters) as Filter[];
/** The choice the admin is asked to confirm: resolving (which hides the content) or restoring it. */
type Asking = { action: 'resolve' | 'restore'; report: AdminReport } | null;
const hides = (report: AdminReport) => report.type !== 'user' && report.type !== 'other';

/** Moderazione (SPEC §2): reports filtered by status, each with its content; 'Risolvi' / 'Ignora' on pending ones. */
export function ModerationTab() {
  const [filter, setFilter] = useState<Filter>('pending');
  const query = useAdminReportsQuery(filter);
  const review = useReviewReportMutation();
  const restore = useRestoreContentMutation();
  // The question stays while the dialog closes, so its words do not change under the closing animation.
  const [asking, setAsking] = useState<Asking>(null);
  const [open, setOpen] = useState(false);
  const ask = (next: NonNullable<Asking>) => {
    setAsking(next);
    setOpen(true);
  };
  const reports = query.data?.pages.flat() ?? [];

  const act = (reportId: string, status: 'resolved' | 'dismissed') =>
    review.mutate(
      { reportId, status },
      {
        onSuccess: (report) => {
          setOpen(false);
          toast(
            status === 'resolved'
              ? { title: text.resolved, description: report.content.hidden ? text.resolvedHidden : undefined }
              : { title: text.dismissed },
          );
        },
      },
    );

  const restoreContent = (report: AdminReport) => {
    const { type, id } = report.content;
    if (type === 'user' || type === 'other') return;
    restore.mutate(
      { type, id },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: text.restored, description: text.restoredDescription });
        },
      },
    );
  };

  const confirm = () => {
    if (asking?.action === 'resolve') act(asking.report.id, 'resolved');
    else if (asking) restoreContent(asking.report);
  };

  return (
    <section aria-labelledby="admin-moderation-heading">
      <div className="flex items-end justify-between gap-3">
        <h2
          id="admin-moderation-heading"
          className="pb-2.5 text-lg font-semibold text-slate-900 dark:text-white"
        >
          {text.heading}
        </h2>
        <div className="w-40">
          <Label htmlFor="admin-report-filter">{text.filterLabel}</Label>
          <Select
            id="admin-report-filter"
            value={filter}
            onChange={(event) => setFilter(event.target.value as Filter)}
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {text.filters[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {query.isError && reports.length === 0 ? (
        <LoadError icon={ShieldCheck} title={text.loadError} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div aria-hidden="true" className="mt-3 space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-44 rounded-2xl" />
          ))}
        </div>
      ) : reports.length === 0 ? (
        <EmptyState
          compact
          headingLevel={3}
          icon={ShieldCheck}
          title={filter === 'pending' ? text.emptyPending : text.empty}
          description={text.emptyDescription}
        />
      ) : (
        <ul className="mt-3 space-y-3">
          {reports.map((report) => (
            <li key={report.id}>
              <ReportCard
                report={report}
                pending={
                  (review.isPending && review.variables?.reportId === report.id) ||
                  (restore.isPending && restore.variables?.id === report.content.id)
                }
                // 'Risolvi' hides the content and tells its author: it asks first; 'Ignora' changes nothing visible.
                onReview={(status) =>
                  status === 'resolved' ? ask({ action: 'resolve', report }) : act(report.id, status)
                }
                onRestore={() => ask({ action: 'restore', report })}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        visible={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={asking?.action === 'restore' ? text.confirmRestoreTitle : text.confirmResolveTitle}
        description={
          asking?.action === 'restore'
            ? text.confirmRestoreDescription
            : asking && !hides(asking.report)
              ? text.confirmResolveOtherDescription
              : text.confirmResolveDescription
        }
        confirmLabel={asking?.action === 'restore' ? text.restore : text.resolve}
        confirmVariant={asking?.action === 'restore' ? 'primary' : 'destructive'}
        cancelLabel={text.cancel}
        onConfirm={confirm}
        pending={review.isPending || restore.isPending}
      />
    </section>
  );
}
