import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { aiText } from '../../i18n/ai.ts';
import { useBottomInset } from '../../ui/bottom-inset.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { readImage } from './read-image.ts';

/**
 * The assistant's input (SPEC §2, §5): text with either placeholder, an image read as a data URL with its
 * banner and 'Rimuovi'; Enter sends, Shift+Enter adds a line; blocked when empty or pending.
 */
export function AiComposer({
  pending,
  onSend,
}: {
  pending: boolean;
  onSend: (text: string, image: string | null) => boolean;
}) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const blocked = pending || (!text.trim() && !image);

  // Toasts sit above the composer, whatever its height (the photo banner, a grown text box).
  useBottomInset(box);

  function submit() {
    if (blocked) return;
    if (onSend(text, image)) {
      setText('');
      setImage(null);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    try {
      setImage(await readImage(file));
    } catch {
      toast({ title: aiText.input.imageUnreadable, variant: 'destructive' });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <div
      ref={box}
      className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] border-t border-slate-200 bg-white px-4 py-2 dark:border-slate-800 dark:bg-slate-900"
    >
      {image && (
        <div className="mb-2 flex items-center gap-3 rounded-xl bg-emerald-50 p-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          <img src={image} alt={aiText.input.imagePreview} className="size-11 rounded-lg object-cover" />
          <span className="flex-1 font-medium">{aiText.input.imageReady}</span>
          <Button variant="ghost" size="sm" onClick={() => setImage(null)}>
            <X aria-hidden="true" className="size-4" />
            {aiText.input.remove}
          </Button>
        </div>
      )}
      <form
        className="flex items-end gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className={buttonClasses('ghost', 'icon', 'cursor-pointer')}>
          <ImagePlus aria-hidden="true" className="size-5" />
          <span className="sr-only">{aiText.input.upload}</span>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </label>
        <textarea
          aria-label={aiText.input.label}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={image ? aiText.input.imagePlaceholder : aiText.input.placeholder}
          className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <Button type="submit" size="icon" aria-label={aiText.input.send} disabled={blocked} loading={pending}>
          {!pending && <SendHorizontal aria-hidden="true" className="size-5" />}
        </Button>
      </form>
    </div>
  );
}
