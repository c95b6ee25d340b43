import { POST_CATEGORIES } from '@common/constants.ts';
import { createPostBody, POST_REQUIRED } from '@common/schemas/posts.ts';
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
import { DraftBanner, DraftButton } from './draft-banner.tsx';
import { FormHeader } from './form-header.tsx';
import { ImagePicker } from './image-picker.tsx';
import { useDiscardPrompt } from './use-discard-prompt.tsx';
import { useImageUploads } from './use-image-uploads.ts';

const text = it.create;
const EMPTY: PostDraft = { title: '', content: '', category: '' };

/** The new-post form (SPEC §2, §5): title, description, optional category and up to five images. */
export function PostForm({ userId, onBack }: { userId: string; onBack: () => void }) {
  const [initial] = useState(() => loadDraft(userId));
  const [texts, setTexts] = useState<PostFieldsValue>({
    title: initial?.title ?? '',
    content: initial?.content ?? '',
  });
  const [category, setCategory] = useState<PostDraft['category']>(initial?.category ?? '');
  // What the device keeps: leaving with anything else (other texts, images) asks first (issue 27).
  const [saved, setSaved] = useState<PostDraft | null>(initial);
  const draftSaved = saved !== null;
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const images = useImageUploads();
  const create = useCreatePostMutation();
  const [, navigate] = useLocation();
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const kept = saved ?? EMPTY;
  const unsaved =
    texts.title !== kept.title ||
    texts.content !== kept.content ||
    category !== kept.category ||
    images.items.length > 0;
  const discard = useDiscardPrompt(unsaved);

  function edit(value: PostFieldsValue) {
    setTexts(value);
    // An error goes once its field is changed; the other field's stays until it is.
    setErrors((current) => ({
      title: value.title === texts.title ? current.title : undefined,
      content: value.content === texts.content ? current.content : undefined,
    }));
  }

  function keepDraft() {
    const draft = { ...texts, category };
    if (!saveDraft(userId, draft)) return;
    setSaved(draft);
    toast({ title: text.draftSaved, description: text.draftSavedDescription });
  }

  function discardDraft() {
    clearDraft(userId);
    setSaved(null);
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
        discard.release();
        toast({ title: text.published, description: text.publishedDescription });
        navigate('/');
        window.scrollTo({ top: 0 });
      },
    });
  }

  return (
    <>
      <FormHeader title={text.postTitle} onBack={onBack}>
        <DraftButton onSave={keepDraft} />
      </FormHeader>
      {draftSaved && <DraftBanner onDiscard={discardDraft} />}
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
      {discard.dialog}
    </>
  );
}
