import { LIMITS } from '@common/constants.ts';
import {
  createReportBody,
  REPORT_REASONS,
  type ReportReason,
  type ReportType,
} from '@common/schemas/reports.ts';
import { type FormEvent, useId, useState } from 'react';
import { useCreateReportMutation } from '../../data/reports.ts';
import { reportReasons, reportText } from '../../i18n/admin.ts';
import { checkForm } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';

/**
 * 'Segnala': a reason picker (spam, offensive, dangerous, scam, other, in Italian) and an optional description
 * of up to 500 characters, checked with the server's schema; closes once the report is filed.
 */
export function ReportDialog({
  type,
  targetId,
  open,
  onOpenChange,
}: {
  type: ReportType;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReportMutation();
  const ids = { legend: useId(), details: useId(), counter: useId(), error: useId() };

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setDescription('');
      setError(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(createReportBody, {
      type,
      targetId,
      reason: reason ?? ('' as ReportReason),
      description,
    });
    if (!checked.ok) return setError(checked.first);
    setError(null);
    create.mutate(checked.data, { onSuccess: () => close(false) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={reportText.titleFor[type]}
      description={reportText.description}
      showDescription
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset aria-describedby={error ? ids.error : undefined}>
          <legend id={ids.legend} className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            {reportText.reasonLegend}
          </legend>
          <div className="space-y-2">
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className={cx(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3.5 text-base',
                  reason === value
                    ? 'border-orange-600 bg-orange-50 dark:bg-orange-950/40'
                    : 'border-slate-300 dark:border-slate-600',
                )}
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-orange-700"
                />
                {reportReasons[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label
            htmlFor={ids.details}
            className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {reportText.detailsLabel}
            <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">
              {reportText.detailsHint}
            </span>
          </label>
          <Textarea
            id={ids.details}
            rows={3}
            value={description}
            maxLength={LIMITS.descriptionMax}
            placeholder={reportText.detailsPlaceholder}
            aria-describedby={ids.counter}
            onChange={(event) => setDescription(event.target.value)}
          />
          <CharCounter
            id={ids.counter}
            length={description.length}
            max={LIMITS.descriptionMax}
            text={reportText.counter(description.length, LIMITS.descriptionMax)}
          />
        </div>
        {error && (
          <p id={ids.error} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => close(false)}>
            {reportText.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {reportText.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
