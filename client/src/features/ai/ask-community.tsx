import type { PostCategory } from '@common/constants.ts';
import { Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCreatePostMutation } from '../../data/posts.ts';
import { uploadImage } from '../../data/uploads.ts';
import { aiText } from '../../i18n/ai.ts';
import { it } from '../../i18n/it.ts';
import { handleUnauthorized } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast.tsx';
import { dataUrlToFile } from './read-image.ts';

const TITLE_MAX = 100;
const CONTENT_MAX = 500;

/** Posts accept JPG and PNG only (SPEC §5). */
const postable = (image: string | undefined) => !!image && /^data:image\/(jpeg|png);/.test(image);

/**
 * 'Chiedi alla community' (issue 18, beyond SPEC): one tap turns the question and its photo into a
 * pre-filled post the member can edit and publish.
 */
export function AskCommunity({
  question,
  image,
  category,
  problem,
}: {
  question: string;
  image?: string;
  category?: PostCategory;
  problem: string;
}) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const create = useCreatePostMutation();

  function start() {
    setTitle(problem.slice(0, TITLE_MAX));
    setContent(question.slice(0, CONTENT_MAX));
    setOpen(true);
  }

  async function publish(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !content.trim()) {
      toast({ title: aiText.community.required, variant: 'destructive' });
      return;
    }
    setBusy(true);
    let imageUrls: string[] = [];
    try {
      if (postable(image)) {
        const file = dataUrlToFile(image!, image!.startsWith('data:image/png') ? 'foto.png' : 'foto.jpg');
        imageUrls = [await uploadImage(file, () => {}, new AbortController().signal)];
      }
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: it.create.uploadFailed, variant: 'destructive' });
      setBusy(false);
      return;
    }
    try {
      await create.mutateAsync({ title: title.trim(), content: content.trim(), category, imageUrls });
      setOpen(false);
      toast({ title: aiText.community.published, description: aiText.community.publishedDescription });
    } catch {
      // The post mutation's own toast (SPEC §8) has told the member.
    } finally {
      setBusy(false);
    }
  }

  const field =
    'w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';
  return (
    <>
      <Button variant="outline" size="compact" className="w-full" onClick={start}>
        <Users aria-hidden="true" className="size-4" />
        {aiText.community.ask}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={aiText.community.dialogTitle}
        description={aiText.community.dialogDescription}
        showDescription
      >
        <form className="space-y-3" onSubmit={(event) => void publish(event)}>
          <label className="block space-y-1 text-sm font-medium">
            <span>{aiText.community.titleLabel}</span>
            <input
              className={field}
              value={title}
              maxLength={TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
            />
          </label>
          <label className="block space-y-1 text-sm font-medium">
            <span>{aiText.community.contentLabel}</span>
            <textarea
              className={`${field} min-h-28`}
              value={content}
              maxLength={CONTENT_MAX}
              onChange={(e) => setContent(e.target.value)}
            />
          </label>
          {image && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {postable(image) ? aiText.community.photo : aiText.community.photoSkipped}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {aiText.community.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {aiText.community.publish}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
