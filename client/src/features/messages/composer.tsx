import { MESSAGE_MAX } from '@common/schemas/messages.ts';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { messagesText } from '../../i18n/messages.ts';
import { announceComingSoon } from '../../layout/coming-soon.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Textarea } from '../../ui/textarea.tsx';

const text = messagesText.chat;
/** SPEC §9: the input grows with its content up to about 8rem. */
const MAX_HEIGHT_PX = 128;

/**
 * The chat input (SPEC §2, §5): Enter sends, Shift+Enter adds a line; blocked while empty after trimming or
 * while a send is pending; the text stays when a send fails.
 */
export function Composer({
  onSend,
  onTyping,
  pending,
}: {
  onSend: (content: string) => Promise<unknown>;
  onTyping: () => void;
  pending: boolean;
}) {
  const [content, setContent] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const trimmed = content.trim();
  const blocked = trimmed.length === 0 || pending;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [content]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (blocked) return;
    try {
      await onSend(trimmed);
      setContent('');
    } catch {
      // The mutation shows SPEC §8's toast; the text stays to try again.
    }
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      onSubmit={submit}
      className="flex items-end gap-1.5 border-t border-slate-200 bg-white px-2 py-2 dark:border-slate-800 dark:bg-slate-900"
    >
      {/* SPEC §2: the attach button is inert; a tap says it is coming rather than doing nothing. */}
      <button
        type="button"
        aria-label={text.attach}
        onClick={announceComingSoon}
        className={buttonClasses('ghost', 'icon')}
      >
        <Paperclip aria-hidden="true" className="size-5" />
      </button>
      <Textarea
        ref={input}
        rows={1}
        aria-label={text.inputLabel}
        placeholder={text.placeholder}
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
      <Button type="submit" size="icon" aria-label={text.send} disabled={blocked} loading={pending}>
        {!pending && <SendHorizontal aria-hidden="true" className="size-5" />}
      </Button>
    </form>
  );
}
