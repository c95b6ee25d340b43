import { Save } from 'lucide-react';
import { it } from '../../i18n/it.ts';
import { Button } from '../../ui/button.tsx';

const text = it.create;

/** The form header's 'Draft' button: keeps the texts on this device. */
export function DraftButton({ onSave }: { onSave: () => void }) {
  return (
    <Button variant="outline" size="compact" onClick={onSave}>
      <Save aria-hidden="true" className="size-4" />
      {text.draft}
    </Button>
  );
}

/** 'Bozza salvata' under the header while a draft is kept, with the way to delete it. */
export function DraftBanner({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="mx-4 mb-1 flex items-center justify-between gap-2 rounded-xl bg-emerald-50 py-1 pr-1 pl-3 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200">
      <span className="font-medium">{text.draftSaved}</span>
      <button
        type="button"
        onClick={onDiscard}
        className="min-h-11 rounded-lg px-3 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      >
        {text.discardDraft}
      </button>
    </div>
  );
}
