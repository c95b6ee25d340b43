import { LIMITS } from '@common/constants.ts';
import type { Ref } from 'react';
import { it } from '../../i18n/it.ts';
import { Input, Label } from '../../ui/input.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';

export interface PostFieldsValue {
  title: string;
  content: string;
}

/**
 * The title and text of a post, with SPEC §2's character counters: shared by the create form and a card's
 * edit mode. The limits are common/'s, the same the server's schema checks.
 */
export function PostFields({
  id,
  value,
  onChange,
  contentLabel,
  placeholders,
  rows = 5,
  invalid = {},
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
          aria-invalid={invalid.title || undefined}
          aria-describedby={`${id}-title-count`}
          onChange={(event) => onChange({ ...value, title: event.target.value })}
          autoFocus={autoFocus}
        />
        <CharCounter
          id={`${id}-title-count`}
          length={title.length}
          max={LIMITS.titleMax}
          text={it.post.counter(title.length, LIMITS.titleMax)}
        />
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
          aria-invalid={invalid.content || undefined}
          aria-describedby={`${id}-content-count`}
          onChange={(event) => onChange({ ...value, content: event.target.value })}
        />
        <CharCounter
          id={`${id}-content-count`}
          length={content.length}
          max={LIMITS.descriptionMax}
          text={it.post.counter(content.length, LIMITS.descriptionMax)}
        />
      </div>
    </>
  );
}
