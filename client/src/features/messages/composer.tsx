import { LIMITS } from '@common/constants.ts';
import { MESSAGE_MAX } from '@common/schemas/messages.ts';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { messagesText } from '../../i18n/messages.ts';
import { useBottomInset } from '../../ui/bottom-inset.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { toast } from '../../ui/toast.tsx';

const text = messagesText.chat;
/** SPEC §9: the input grows with its content up to about 8rem. */
const MAX_HEIGHT_PX = 128;
/** A chat photo follows the posts' rules (SPEC §5): JPG or PNG, at most 5 MB. */
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/** The photo picked with 📎, previewed above the input until it is sent or removed. */
export interface PickedPhoto {
  file: File;
  previewUrl: string;
}

/** Checks a picked file against the posts' rules; says what is wrong in an error toast. */
function acceptPhoto(file: File): boolean {
  const problem = !PHOTO_TYPES.includes(file.type)
    ? text.photoWrongType
    : file.size > LIMITS.postImageBytes
      ? text.photoTooLarge
      : null;
  if (problem) toast({ title: text.photoRefused, description: problem, variant: 'destructive' });
  return problem === null;
}

/**
 * The chat input (SPEC §2, §5): Enter sends, Shift+Enter adds a line; blocked while there is neither text
 * (after trimming) nor a photo. 📎 picks a photo (issue 27). What is sent leaves the input at once: the thread
 * shows it while it goes, and keeps it with 'Riprova' if it fails.
 */
export function Composer({
  onSend,
  onTyping,
}: {
  onSend: (content: string, photo: PickedPhoto | null) => void;
  onTyping: () => void;
}) {
  const [content, setContent] = useState('');
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const trimmed = content.trim();
  const blocked = trimmed.length === 0 && !photo;
  useBottomInset(form);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [content]);

  // A photo removed (not sent) frees its preview; a sent one's preview goes with its message.
  const kept = useRef<PickedPhoto | null>(null);
  kept.current = photo;
  useEffect(() => () => (kept.current ? URL.revokeObjectURL(kept.current.previewUrl) : undefined), []);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (blocked) return;
    onSend(trimmed, photo);
    setContent('');
    setPhoto(null);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function pick(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file || !acceptPhoto(file)) return;
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    setPhoto({ file, previewUrl: URL.createObjectURL(file) });
    input.current?.focus();
  }

  function removePhoto() {
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    setPhoto(null);
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      className="border-t border-slate-200 bg-white px-2 py-2 dark:border-slate-800 dark:bg-slate-900"
    >
      {photo && (
        <div className="mb-2 flex items-center gap-3 rounded-xl bg-slate-100 p-2 text-sm dark:bg-slate-800">
          <img src={photo.previewUrl} alt={text.photoPreview} className="size-12 rounded-lg object-cover" />
          <span className="min-w-0 flex-1 truncate font-medium">{text.photoReady}</span>
          <Button variant="ghost" size="sm" onClick={removePhoto}>
            <X aria-hidden="true" className="size-4" />
            {text.photoRemove}
          </Button>
        </div>
      )}
      <div className="flex items-end gap-1.5">
        <label className={buttonClasses('ghost', 'icon', 'cursor-pointer')}>
          <Paperclip aria-hidden="true" className="size-5" />
          <span className="sr-only">{text.attach}</span>
          <input
            ref={fileInput}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="sr-only"
            onChange={(event) => pick(event.target.files?.[0])}
          />
        </label>
        <Textarea
          ref={input}
          rows={1}
          aria-label={text.inputLabel}
          placeholder={photo ? text.photoPlaceholder : text.placeholder}
          value={content}
          maxLength={MESSAGE_MAX}
          enterKeyHint="send"
          onChange={(event) => {
            setContent(event.target.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-11 overflow-y-auto py-2.5"
        />
        <Button type="submit" size="icon" aria-label={text.send} disabled={blocked}>
          <SendHorizontal aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </form>
  );
}
