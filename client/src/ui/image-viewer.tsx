import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocus } from './use-return-focus.ts';

/** Shows one image at full size over a dark backdrop; Escape, the close button or a click outside close it. */
export function ImageViewer({
  src,
  alt,
  title,
  closeLabel,
  onClose,
}: {
  src: string | null;
  alt: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  const returnFocus = useReturnFocus(src !== null);
  return (
    <RadixDialog.Root open={src !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/90 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none"
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          {src && (
            <img
              src={src}
              alt={alt}
              className="max-h-full max-w-full rounded-xl object-contain shadow-2xl motion-safe:animate-[dialog-in_180ms_ease-out]"
            />
          )}
          <RadixDialog.Close
            aria-label={closeLabel}
            className="absolute top-[calc(env(safe-area-inset-top)+0.75rem)] right-3 inline-flex size-11 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <X aria-hidden="true" className="size-6" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
