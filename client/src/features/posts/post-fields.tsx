import { LIMITS } from '@common/constants.ts';
import type { Ref } from 'react';
import { it } from '../../i18n/it.ts';
import { describedBy, FieldError } from '../../ui/field-error.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';

export interface PostFieldsValue {
  title: string;
  content: string;
}

/**
 * The title and text of a post, with SPEC §2's character counters: shared by the create form and a card's
 * edit mode. The limits are common/'s, the same the server's schema checks. `errors` are shown under their
 * field; `invalid` only marks a field.
 */
export function PostFields({
  id,
  value,
  onChange,
  contentLabel,
  placeholders,
  rows = 5,
  invalid = {},
  errors = {},
  titleRef,
  contentRef,
  autoFocus = false,
}: {
  id: string;
  value: PostFieldsValue;
  onChange: (value: PostFieldsValue) => void;
  contentLabel: string;
  placeholders?: PostFieldsValue;
  rows?: number;
  invalid?: { title?: boolean; content?: boolean };
  errors?: { title?: string; content?: string };
  titleRef?: Ref<HTMLInputElement>;
  contentRef?: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
}) {
  const { title, content } = value;
  return (
    <>
      <div>
        <Label htmlFor={`${id}-title`}>{it.post.titleLabel}</Label>
        <Input
          id={`${id}-title`}
          ref={titleRef}
          value={title}
          maxLength={LIMITS.titleMax}
          placeholder={placeholders?.title}
          aria-invalid={invalid.title || Boolean(errors.title) || undefined}
          aria-describedby={describedBy(errors.title && `${id}-title-error`, `${id}-title-count`)}
          onChange={(event) => onChange({ ...value, title: event.target.value })}
          autoFocus={autoFocus}
        />
        <CharCounter
          id={`${id}-title-count`}
          length={title.length}
          max={LIMITS.titleMax}
          text={it.post.counter(title.length, LIMITS.titleMax)}
        />
        <FieldError id={`${id}-title-error`} message={errors.title} />
      </div>
      <div>
        <Label htmlFor={`${id}-content`}>{contentLabel}</Label>
        <Textarea
          id={`${id}-content`}
          ref={contentRef}
          rows={rows}
          value={content}
          maxLength={LIMITS.descriptionMax}
          placeholder={placeholders?.content}
          aria-invalid={invalid.content || Boolean(errors.content) || undefined}
          aria-describedby={describedBy(errors.content && `${id}-content-error`, `${id}-content-count`)}
          onChange={(event) => onChange({ ...value, content: event.target.value })}
        />
        <CharCounter
          id={`${id}-content-count`}
          length={content.length}
          max={LIMITS.descriptionMax}
          text={it.post.counter(content.length, LIMITS.descriptionMax)}
        />
        <FieldError id={`${id}-content-error`} message={errors.content} />
      </div>
    </>
  );
}
