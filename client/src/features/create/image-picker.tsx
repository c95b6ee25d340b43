import { LIMITS } from '@common/constants.ts';
import { Check, ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { it } from '../../i18n/it.ts';
import { cx } from '../../ui/cx.ts';
import { IMAGE_TYPES } from './image-rules.ts';
import type { UploadItem } from './use-image-uploads.ts';

const text = it.create;

function Tile({ item, index, onRemove }: { item: UploadItem; index: number; onRemove: () => void }) {
  const done = item.path !== null;
  const percent = Math.round(item.progress * 100);
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800">
      <img src={item.previewUrl} alt={text.previewAlt(index)} className="size-full object-cover" />
      {done ? (
        <span className="absolute bottom-1.5 left-1.5 inline-flex size-6 items-center justify-center rounded-full bg-emerald-700 text-white shadow">
          <Check aria-hidden="true" className="size-4" />
          <span className="sr-only">{text.uploaded}</span>
        </span>
      ) : (
        <div className="absolute inset-0 flex flex-col justify-end bg-slate-950/45 p-2">
          <span className="mb-1 text-xs font-semibold text-white tabular-nums">{percent}%</span>
          <div
            role="progressbar"
            aria-label={text.uploading(index)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-white/30"
          >
            <div
              className="h-full rounded-full bg-white motion-safe:transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
      <button
        type="button"
        aria-label={text.removeImage(index)}
        onClick={onRemove}
        className="group absolute top-0 right-0 inline-flex size-11 items-center justify-center focus-visible:outline-none"
      >
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-950/70 text-white group-hover:bg-slate-950 group-focus-visible:ring-2 group-focus-visible:ring-white">
          <X aria-hidden="true" className="size-4" />
        </span>
      </button>
    </li>
  );
}

/** Up to five JPG/PNG images with previews, per-image upload progress and remove buttons. */
export function ImagePicker({
  items,
  onAdd,
  onRemove,
}: {
  items: UploadItem[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const id = useId();
  const full = items.length >= LIMITS.postImagesMax;
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 flex w-full items-baseline justify-between text-sm font-medium text-slate-800 dark:text-slate-200">
        <span>
          {text.imagesLabel}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">{text.optional}</span>
        </span>
        <span className="text-xs font-normal text-slate-600 tabular-nums dark:text-slate-400">
          {text.imagesCount(items.length, LIMITS.postImagesMax)}
        </span>
      </legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-slate-600 dark:text-slate-400">
        {text.imagesHint(LIMITS.postImagesMax)}
      </p>
      <ul className="grid grid-cols-3 gap-2">
        {items.map((item, index) => (
          <Tile key={item.key} item={item} index={index + 1} onRemove={() => onRemove(item.key)} />
        ))}
        {!full && (
          <li className="aspect-square">
            <input
              id={`${id}-input`}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              multiple
              className="peer sr-only"
              onChange={(event) => {
                onAdd(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
            <label
              htmlFor={`${id}-input`}
              className={cx(
                'flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed',
                'border-slate-300 text-sm font-medium text-slate-700 hover:border-orange-500 hover:bg-orange-50 hover:text-orange-800',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-orange-500 peer-focus-visible:ring-offset-2',
                'dark:border-slate-600 dark:text-slate-300 dark:hover:bg-orange-950/40 dark:hover:text-orange-300',
              )}
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              {text.addImages}
            </label>
          </li>
        )}
      </ul>
    </fieldset>
  );
}
