import { POST_CATEGORIES } from '@common/constants.ts';
import { createPostBody, POST_REQUIRED } from '@common/schemas/posts.ts';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useCreatePostMutation } from '../../data/posts.ts';
import { it } from '../../i18n/it.ts';
import { checkForm, fieldErrors } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { Label } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/toast.tsx';
import { PostFields, type PostFieldsValue } from '../posts/post-fields.tsx';
import { clearDraft, loadDraft, type PostDraft, saveDraft } from './draft.ts';
import { FormHeader } from './form-header.tsx';
import { ImagePicker } from './image-picker.tsx';
import { useImageUploads } from './use-image-uploads.ts';

const text = it.create;

/** The new-post form (SPEC §2, §5): title, description, optional category and up to five images. */
export function PostForm({ userId, onBack }: { userId: string; onBack: () => void }) {
  const [initial] = useState(() => loadDraft(userId));
  const [texts, setTexts] = useState<PostFieldsValue>({
    title: initial?.title ?? '',
    content: initial?.content ?? '',
  });
  const [category, setCategory] = useState<PostDraft['category']>(initial?.category ?? '');
  const [draftSaved, setDraftSaved] = useState(initial !== null);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const images = useImageUploads();
  const create = useCreatePostMutation();
  const [, navigate] = useLocation();
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  function edit(value: PostFieldsValue) {
    setTexts(value);
    // An error goes once its field is changed; the other field's stays until it is.
    setErrors((current) => ({
      title: value.title === texts.title ? current.title : undefined,
      content: value.content === texts.content ? current.content : undefined,
    }));
  }

  function keepDraft() {
    if (!saveDraft(userId, { ...texts, category })) return;
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
    // The server's own schema, with its Italian messages (SPEC §5: 'Titolo e contenuto sono obbligatori').
    const checked = checkForm(createPostBody, { ...texts, category, imageUrls: images.paths });
    if (!checked.ok) {
      setErrors(fieldErrors(checked.errors, ['title', 'content'], POST_REQUIRED, text.missing));
      toast({ title: it.common.error, description: checked.first, variant: 'destructive' });
      (checked.errors.title ? titleRef : contentRef).current?.focus();
      return;
    }
    create.mutate(checked.data, {
      onSuccess: () => {
        clearDraft(userId);
        toast({ title: text.published, description: text.publishedDescription });
        navigate('/');
        window.scrollTo({ top: 0 });
      },
    });
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
        <PostFields
          id={id}
          value={texts}
          onChange={edit}
          contentLabel={text.descriptionLabel}
          placeholders={{ title: text.titlePlaceholder, content: text.descriptionPlaceholder }}
          rows={6}
          errors={errors}
          titleRef={titleRef}
          contentRef={contentRef}
        />
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
