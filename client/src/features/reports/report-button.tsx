import type { ReportType } from '@common/schemas/reports.ts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { reportText } from '../../i18n/admin.ts';
import { cx } from '../../ui/cx.ts';
import { onDemand } from '../../ui/on-demand.tsx';

/** The report dialog, its code loaded on the first report (issue 29): every post, comment and reel offers one. */
export const ReportDialog = onDemand(() =>
  import('./report-dialog.tsx').then((module) => module.ReportDialog),
);

/** The 'Segnala' action on someone else's post, comment or reel: a flag that opens the report dialog. */
export function ReportButton({
  type,
  targetId,
  className,
  iconClassName = 'size-5',
}: {
  type: ReportType;
  targetId: string;
  className?: string;
  iconClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={reportText.action}
        title={reportText.action}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-red-700',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-slate-300 dark:hover:bg-slate-700',
          className,
        )}
      >
        <Flag aria-hidden="true" className={iconClassName} />
      </button>
      {open && (
        <ReportDialog
          type={type}
          targetId={targetId}
          open
          onOpenChange={setOpen}
          onLoadFailed={() => setOpen(false)}
        />
      )}
    </>
  );
}
