import { displayName } from '@common/people.ts';
import type { ReportedContent } from '@common/schemas/admin.ts';
import { EyeOff } from 'lucide-react';
import { adminText } from '../../i18n/admin.ts';
import { Badge } from '../../ui/badge.tsx';
import { cx } from '../../ui/cx.ts';
import { Dialog } from '../../ui/dialog.tsx';

const text = adminText.moderation;

/** The heading line of reported content: a comment names its post, an 'other' report its reference. */
function headingOf(content: ReportedContent): string | null {
  if (content.type === 'other') return text.otherTarget(content.id);
  if (content.type === 'comment' && content.title) return text.onPost(content.title);
  return content.title;
}

function Body({ content, clamp }: { content: ReportedContent; clamp: boolean }) {
  if (!content.available)
    return <p className="text-sm italic text-slate-700 dark:text-slate-300">{text.contentUnavailable}</p>;
  const heading = headingOf(content);
  return (
    <>
      <div className="flex items-start gap-2">
        {heading && <p className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">{heading}</p>}
        {content.hidden && (
          <Badge className="gap-1">
            <EyeOff aria-hidden="true" className="size-3" />
            {text.hidden}
          </Badge>
        )}
      </div>
      {content.text && (
        <p
          className={cx(
            'mt-1 whitespace-pre-line text-sm text-slate-800 dark:text-slate-200',
            clamp && 'line-clamp-3',
          )}
        >
          {content.text}
        </p>
      )}
      {content.imageUrls.length > 0 && (
        <div className={cx('mt-2 grid gap-2', clamp ? 'grid-cols-4' : 'grid-cols-2')}>
          {content.imageUrls.map((url) => (
            <img
              key={url}
              src={url}
              alt=""
              loading="lazy"
              className="aspect-square w-full rounded-lg bg-slate-200 object-cover dark:bg-slate-800"
            />
          ))}
        </div>
      )}
    </>
  );
}

/** The reported content inside a report card, clamped to a few lines. */
export function ReportedContentPreview({ content }: { content: ReportedContent }) {
  return (
    <div className="mt-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <Body content={content} clamp />
    </div>
  );
}

/** 'Vedi contenuto': the whole reported content, its author and whether it is hidden. */
export function ReportedContentDialog({
  content,
  open,
  onOpenChange,
}: {
  content: ReportedContent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.contentDialog}
      description={content.author ? `${text.author}: ${displayName(content.author)}` : undefined}
      showDescription
    >
      <Body content={content} clamp={false} />
    </Dialog>
  );
}
