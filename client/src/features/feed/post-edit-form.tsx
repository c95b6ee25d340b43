import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '../../../../common/constants.ts';
import type { Post } from '../../../../common/schemas/posts.ts';
import { it } from '../../i18n/it.ts';
import { Button } from '../../ui/button.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';
import { useUpdatePostMutation } from './queries.ts';

/**
 * A post card's edit mode (SPEC §4): title and content, save and cancel. Cancel drops the changes;
 * save needs both fields non-empty after trimming (SPEC §5).
 */
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.content);
  const update = useUpdatePostMutation();
  const id = useId();
  const valid = title.trim() !== '' && content.trim() !== '';

  function save(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    update.mutate(
      { id: post.id, body: { title: title.trim(), content: content.trim() } },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={save} aria-label={it.post.editing} className="space-y-3 px-4 pt-3">
      <div>
        <Label htmlFor={`${id}-title`}>{it.post.titleLabel}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={LIMITS.titleMax}
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby={`${id}-title-count`}
          autoFocus
        />
        <CharCounter
          id={`${id}-title-count`}
          length={title.length}
          max={LIMITS.titleMax}
          text={it.post.counter(title.length, LIMITS.titleMax)}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-content`}>{it.post.contentLabel}</Label>
        <Textarea
          id={`${id}-content`}
          value={content}
          rows={5}
          maxLength={LIMITS.descriptionMax}
          onChange={(event) => setContent(event.target.value)}
          aria-describedby={`${id}-content-count`}
        />
        <CharCounter
          id={`${id}-content-count`}
          length={content.length}
          max={LIMITS.descriptionMax}
          text={it.post.counter(content.length, LIMITS.descriptionMax)}
        />
      </div>
      {!valid && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {it.post.required}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {it.post.cancel}
        </Button>
        <Button type="submit" disabled={!valid} loading={update.isPending}>
          {it.post.save}
        </Button>
      </div>
    </form>
  );
}
