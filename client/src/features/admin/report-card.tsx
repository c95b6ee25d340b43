import { displayName } from '@common/people.ts';
import type { AdminReport } from '@common/schemas/admin.ts';
import { Check, Eye, RotateCcw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { adminText, reportReasons } from '../../i18n/admin.ts';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ReportedContentDialog, ReportedContentPreview } from './reported-content.tsx';
import { dateTime, timeAgo } from './time-ago.ts';

const text = adminText.moderation;
const statusTone: Record<AdminReport['status'], BadgeTone> = {
  pending: 'danger',
  resolved: 'success',
  dismissed: 'neutral',
};

/**
 * One report: kind, reason, status, the reported content, its author and reporter; actions while pending,
 * and 'Ripristina' while the content it is about is hidden.
 */
export function ReportCard({
  report,
  pending,
  onReview,
  onRestore,
}: {
  report: AdminReport;
  pending: boolean;
  onReview: (status: 'resolved' | 'dismissed') => void;
  onRestore: () => void;
}) {
  const [viewing, setViewing] = useState(false);
  const titleId = useId();
  const what = `${adminText.types[report.type]} · ${reportReasons[report.reason]}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-950"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
          {what}
        </h3>
        <Badge tone={statusTone[report.status]}>{text.status[report.status]}</Badge>
        <time
          dateTime={report.createdAt}
          title={dateTime(report.createdAt)}
          className="ml-auto text-xs text-slate-600 dark:text-slate-400"
        >
          {timeAgo(report.createdAt)}
        </time>
      </header>

      <ReportedContentPreview content={report.content} />

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {report.content.author && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{text.author}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">
              {displayName(report.content.author)}
            </dd>
          </>
        )}
        <dt className="text-slate-600 dark:text-slate-400">{text.reportedBy}</dt>
        <dd className="font-medium text-slate-900 dark:text-white">{displayName(report.reporter)}</dd>
      </dl>
      <p className="mt-2 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-900 dark:text-slate-200">
        {report.description ?? <span className="italic">{text.noDescription}</span>}
      </p>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {report.content.available && report.type !== 'other' && (
          <Button variant="ghost" size="compact" onClick={() => setViewing(true)}>
            <Eye aria-hidden="true" className="size-4" />
            {text.viewContent}
          </Button>
        )}
        {report.status === 'pending' ? (
          <div className="ml-auto flex gap-2">
            <Button
              variant="outline"
              size="compact"
              aria-label={text.dismissLabel(what)}
              disabled={pending}
              onClick={() => onReview('dismissed')}
            >
              <X aria-hidden="true" className="size-4" />
              {text.dismiss}
            </Button>
            <Button
              size="compact"
              aria-label={text.resolveLabel(what)}
              loading={pending}
              onClick={() => onReview('resolved')}
            >
              {!pending && <Check aria-hidden="true" className="size-4" />}
              {text.resolve}
            </Button>
          </div>
        ) : (
          <>
            {report.reviewedBy && (
              <p className="ml-auto text-xs text-slate-600 dark:text-slate-400">
                {text.reviewedBy(displayName(report.reviewedBy))}
                {report.reviewedAt && ` · ${timeAgo(report.reviewedAt)}`}
              </p>
            )}
            {report.content.available && report.content.hidden && (
              <Button
                variant="soft"
                size="compact"
                className="ml-auto"
                aria-label={text.restoreLabel(what)}
                loading={pending}
                onClick={onRestore}
              >
                {!pending && <RotateCcw aria-hidden="true" className="size-4" />}
                {text.restore}
              </Button>
            )}
          </>
        )}
      </div>
      <ReportedContentDialog content={report.content} open={viewing} onOpenChange={setViewing} />
    </article>
  );
}
