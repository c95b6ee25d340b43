import type { PostPayload } from '@common/schemas/posts.ts';
import { updatePostBody } from '@common/schemas/posts.ts';
import { type FormEvent, useId, useState } from 'react';
import { useUpdatePostMutation } from '../../data/posts.ts';
import { it } from '../../i18n/it.ts';
import { checkForm } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { PostFields } from '../posts/post-fields.tsx';

/**
 * A post card's edit mode (SPEC §4): title and content, save and cancel. Cancel drops the changes;
 * save needs what the server's schema needs: both fields non-empty after trimming (SPEC §5).
 */
export function PostEditForm({ post, onDone }: { post: PostPayload; onDone: () => void }) {
  const [value, setValue] = useState({ title: post.title, content: post.content });
  const update = useUpdatePostMutation();
  const id = useId();
  const checked = checkForm(updatePostBody, value);

  function save(event: FormEvent) {
    event.preventDefault();
    if (!checked.ok) return;
    update.mutate({ id: post.id, body: checked.data }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={save} aria-label={it.post.editing} className="space-y-3 px-4 pt-3">
      <PostFields
        id={id}
        value={value}
        onChange={setValue}
        contentLabel={it.post.contentLabel}
        invalid={{ title: Boolean(checked.errors.title), content: Boolean(checked.errors.content) }}
        autoFocus
      />
      {!checked.ok && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {checked.first}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {it.post.cancel}
        </Button>
        <Button type="submit" disabled={!checked.ok} loading={update.isPending}>
          {it.post.save}
        </Button>
      </div>
    </form>
  );
}
