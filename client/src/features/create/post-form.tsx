import { Save } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LIMITS, POST_CATEGORIES } from '../../../../common/constants.ts';
import { it } from '../../i18n/it.ts';
import { handleMutationError } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { clearDraft, loadDraft, type PostDraft, saveDraft } from './draft.ts';
import { FormHeader } from './form-header.tsx';
import { ImagePicker } from './image-picker.tsx';
import { useCreatePostMutation } from './queries.ts';
import { useImageUploads } from './use-image-uploads.ts';

const text = it.create;

/** The new-post form (SPEC §2, §5): title, description, optional category and up to five images. */
export function PostForm({ userId, onBack }: { userId: string; onBack: () => void }) {
  const [initial] = useState(() => loadDraft(userId));
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [category, setCategory] = useState<PostDraft['category']>(initial?.category ?? '');
  const [draftSaved, setDraftSaved] = useState(initial !== null);
  const [invalid, setInvalid] = useState(false);
  const images = useImageUploads();
  const create = useCreatePostMutation();
  const [, navigate] = useLocation();
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  function edited<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setInvalid(false);
    };
  }

  function keepDraft() {
    if (!saveDraft(userId, { title, content, category })) return;
    setDraftSaved(true);
    toast({ title: text.draftSaved, description: text.draftSavedDescription });
  }

  function discardDraft() {
    clearDraft(userId);
    setDraftSaved(false);
    toast({ title: text.draftDiscarded });
  }

  function publish(event: FormEvent) {
    event.preventDefault();
    if (images.pending || create.isPending) return;
    const body = { title: title.trim(), content: content.trim() };
    if (!body.title || !body.content) {
      setInvalid(true);
      toast({ title: it.common.error, description: text.required, variant: 'destructive' });
      (body.title ? contentRef : titleRef).current?.focus();
      return;
    }
    create.mutate(
      { ...body, category: category || undefined, imageUrls: images.paths },
      {
        onSuccess: () => {
          clearDraft(userId);
          toast({ title: text.published, description: text.publishedDescription });
          navigate('/');
          window.scrollTo({ top: 0 });
        },
        onError: (error) => handleMutationError(error, text.publishError),
      },
    );
  }

  return (
    <>
      <FormHeader title={text.postTitle} onBack={onBack}>
        <Button variant="outline" size="compact" onClick={keepDraft}>
          <Save aria-hidden="true" className="size-4" />
          {text.draft}
        </Button>
      </FormHeader>
      {draftSaved && (
        <div className="mx-4 mb-1 flex items-center justify-between gap-2 rounded-xl bg-emerald-50 py-1 pr-1 pl-3 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200">
          <span className="font-medium">{text.draftSaved}</span>
          <button
            type="button"
            onClick={discardDraft}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
          >
            {text.discardDraft}
          </button>
        </div>
      )}
      <form onSubmit={publish} noValidate className="space-y-5 px-4 pt-3 pb-6">
        <div>
          <Label htmlFor={`${id}-title`}>{text.titleLabel}</Label>
          <Input
            id={`${id}-title`}
            ref={titleRef}
            value={title}
            maxLength={LIMITS.titleMax}
            placeholder={text.titlePlaceholder}
            aria-invalid={invalid && !title.trim()}
            aria-describedby={`${id}-title-count`}
            onChange={(event) => edited(setTitle)(event.target.value)}
          />
          <CharCounter
            id={`${id}-title-count`}
            length={title.length}
            max={LIMITS.titleMax}
            text={it.post.counter(title.length, LIMITS.titleMax)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-content`}>{text.descriptionLabel}</Label>
          <Textarea
            id={`${id}-content`}
            ref={contentRef}
            rows={6}
            value={content}
            maxLength={LIMITS.descriptionMax}
            placeholder={text.descriptionPlaceholder}
            aria-invalid={invalid && !content.trim()}
            aria-describedby={`${id}-content-count`}
            onChange={(event) => edited(setContent)(event.target.value)}
          />
          <CharCounter
            id={`${id}-content-count`}
            length={content.length}
            max={LIMITS.descriptionMax}
            text={it.post.counter(content.length, LIMITS.descriptionMax)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-category`} hint={text.optional}>
            {text.categoryLabel}
          </Label>
          <Select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as PostDraft['category'])}
          >
            <option value="">{text.categoryNone}</option>
            {POST_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {it.categories[value]}
              </option>
            ))}
          </Select>
        </div>
        <ImagePicker items={images.items} onAdd={images.add} onRemove={images.remove} />
        <div className="space-y-2">
          <Button
            type="submit"
            className="w-full"
            disabled={images.pending}
            loading={create.isPending}
            aria-describedby={images.pending ? `${id}-wait` : undefined}
          >
            {text.publish}
          </Button>
          {images.pending && (
            <p id={`${id}-wait`} className="text-center text-sm text-slate-600 dark:text-slate-400">
              {text.waitUploads}
            </p>
          )}
        </div>
      </form>
    </>
  );
}
