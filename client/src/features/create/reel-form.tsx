import { LIMITS } from '@common/constants.ts';
import { createReelBody, REEL_REQUIRED } from '@common/schemas/reels.ts';
import { splitTags } from '@common/tags.ts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useCreateReelMutation } from '../../data/reels.ts';
import { it } from '../../i18n/it.ts';
import { reelsText } from '../../i18n/reels.ts';
import { checkForm, fieldErrors } from '../../lib/form.ts';
import { Button } from '../../ui/button.tsx';
import { describedBy, FieldError } from '../../ui/field-error.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { CharCounter, Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';
import { clearReelDraft, loadReelDraft, type ReelDraft, saveReelDraft } from './draft.ts';
import { DraftBanner, DraftButton } from './draft-banner.tsx';
import { FormHeader } from './form-header.tsx';
import { useDiscardPrompt } from './use-discard-prompt.tsx';
import { useVideoUpload } from './use-video-upload.ts';
import { VideoPicker } from './video-picker.tsx';

const text = reelsText.form;
type Field = 'title' | 'description' | 'videoUrl';
const FIELDS: readonly Field[] = ['title', 'description', 'videoUrl'];
const EMPTY: ReelDraft = { title: '', description: '', tags: '' };

/**
 * The new-reel form (SPEC §2, §5): a video uploaded with progress, title, description and tags. Like the
 * post form, 'Draft' keeps the texts on this device, and leaving with anything unsaved asks first (issue 27).
 */
export function ReelForm({ userId, onBack }: { userId: string; onBack: () => void }) {
  const [initial] = useState(() => loadReelDraft(userId));
  const [saved, setSaved] = useState<ReelDraft | null>(initial);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [tags, setTags] = useState(initial?.tags ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));
  const video = useVideoUpload();
  const create = useCreateReelMutation();
  const [, navigate] = useLocation();
  const titleRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const uploading = video.state.status === 'uploading';
  const tagCount = splitTags(tags).length;
  const kept = saved ?? EMPTY;
  const unsaved =
    title !== kept.title ||
    description !== kept.description ||
    tags !== kept.tags ||
    video.state.status === 'uploading' ||
    video.state.status === 'done';
  const discard = useDiscardPrompt(unsaved);

  function keepDraft() {
    const draft = { title, description, tags };
    if (!saveReelDraft(userId, draft)) return;
    setSaved(draft);
    toast({ title: it.create.draftSaved, description: text.draftSavedDescription });
  }

  function discardDraft() {
    clearReelDraft(userId);
    setSaved(null);
    toast({ title: it.create.draftDiscarded });
  }

  function publish(event: FormEvent) {
    event.preventDefault();
    if (uploading || create.isPending) return;
    const videoUrl = video.state.status === 'done' ? video.state.path : '';
    // The server's own schema, with SPEC §5's 'Titolo, descrizione e video sono obbligatori'.
    const checked = checkForm(createReelBody, { title, description, videoUrl, tags });
    if (!checked.ok) {
      setErrors(fieldErrors(checked.errors, FIELDS, REEL_REQUIRED, text.missing));
      toast({ title: it.common.error, description: checked.first || REEL_REQUIRED, variant: 'destructive' });
      if (checked.errors.title) titleRef.current?.focus();
      return;
    }
    create.mutate(checked.data, {
      onSuccess: () => {
        clearReelDraft(userId);
        discard.release();
        toast({ title: text.published, description: text.publishedDescription });
        navigate('/reels');
      },
    });
  }

  return (
    <>
      <FormHeader title={text.title} onBack={onBack}>
        <DraftButton onSave={keepDraft} />
      </FormHeader>
      {saved && <DraftBanner onDiscard={discardDraft} />}
      <form onSubmit={publish} noValidate className="space-y-5 px-4 pt-3 pb-6">
        <VideoPicker
          preview={video.preview}
          state={video.state}
          error={errors.videoUrl}
          onPick={(file) => {
            clearError('videoUrl');
            video.pick(file);
          }}
          onRemove={video.clear}
        />
        <div>
          <Label htmlFor={`${id}-title`}>{text.titleLabel}</Label>
          <Input
            id={`${id}-title`}
            ref={titleRef}
            value={title}
            maxLength={LIMITS.titleMax}
            placeholder={text.titlePlaceholder}
            aria-invalid={Boolean(errors.title) || undefined}
            aria-describedby={describedBy(errors.title && `${id}-title-error`, `${id}-title-count`)}
            onChange={(event) => {
              setTitle(event.target.value);
              clearError('title');
            }}
          />
          <CharCounter
            id={`${id}-title-count`}
            length={title.length}
            max={LIMITS.titleMax}
            text={text.counter(title.length, LIMITS.titleMax)}
          />
          <FieldError id={`${id}-title-error`} message={errors.title} />
        </div>
        <div>
          <Label htmlFor={`${id}-description`}>{text.descriptionLabel}</Label>
          <Textarea
            id={`${id}-description`}
            rows={4}
            value={description}
            maxLength={LIMITS.descriptionMax}
            placeholder={text.descriptionPlaceholder}
            aria-invalid={Boolean(errors.description) || undefined}
            aria-describedby={describedBy(
              errors.description && `${id}-description-error`,
              `${id}-description-count`,
            )}
            onChange={(event) => {
              setDescription(event.target.value);
              clearError('description');
            }}
          />
          <CharCounter
            id={`${id}-description-count`}
            length={description.length}
            max={LIMITS.descriptionMax}
            text={text.counter(description.length, LIMITS.descriptionMax)}
          />
          <FieldError id={`${id}-description-error`} message={errors.description} />
        </div>
        <div>
          <Label htmlFor={`${id}-tags`} hint={text.optional}>
            {text.tagsLabel}
          </Label>
          <Input
            id={`${id}-tags`}
            value={tags}
            maxLength={500}
            placeholder={text.tagsPlaceholder}
            aria-describedby={`${id}-tags-hint`}
            onChange={(event) => setTags(event.target.value)}
          />
          <p
            id={`${id}-tags-hint`}
            className="mt-1 flex justify-between gap-2 text-xs text-slate-600 dark:text-slate-400"
          >
            <span>{text.tagsHint}</span>
            <span className="tabular-nums">{text.tagsCount(tagCount)}</span>
          </p>
        </div>
        <div className="space-y-2">
          <Button
            type="submit"
            className="w-full"
            disabled={uploading}
            loading={create.isPending}
            aria-describedby={uploading ? `${id}-wait` : undefined}
          >
            {text.publish}
          </Button>
          {uploading && (
            <p id={`${id}-wait`} className="text-center text-sm text-slate-600 dark:text-slate-400">
              {text.waitUpload}
            </p>
          )}
        </div>
      </form>
      {discard.dialog}
    </>
  );
}
