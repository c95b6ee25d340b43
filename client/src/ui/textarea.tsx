import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { inputClasses } from './input.tsx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line input with the design system's look; pair it with a <Label>. */
export function Textarea({ className, rows = 4, ...rest }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cx(inputClasses, 'resize-none py-2.5 leading-relaxed', className)}
      {...rest}
    />
  );
}

/** A character counter under a field, e.g. '42/500'; it turns amber near the limit. */
export function CharCounter({
  id,
  length,
  max,
  text,
}: {
  id?: string;
  length: number;
  max: number;
  text: string;
}) {
  return (
    <p
      id={id}
      className={cx(
        'text-right text-xs tabular-nums',
        length >= max
          ? 'font-semibold text-amber-800 dark:text-amber-300'
          : 'text-slate-600 dark:text-slate-400',
      )}
    >
      {text}
    </p>
  );
}
