import { Film, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { reelsText } from '../../i18n/reels.ts';
import { cx } from '../../ui/cx.ts';
import { FieldError } from '../../ui/field-error.tsx';
import type { VideoUploadState } from './use-video-upload.ts';

const text = reelsText.form;

/** The reel's video (SPEC §2): pick or record one, see it, follow its upload. */
export function VideoPicker({
  preview,
  state,
  error,
  onPick,
  onRemove,
}: {
  preview: string | null;
  state: VideoUploadState;
  /** Shown under the picker, which points at it. */
  error?: string;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const percent =
    state.status === 'uploading' ? Math.round(state.progress * 100) : state.status === 'done' ? 100 : 0;

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {text.videoLabel}
      </p>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="video/*"
        className="sr-only"
        aria-labelledby={`${id}-label`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      {preview ? (
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-black dark:border-slate-700">
          <video
            src={preview}
            controls
            muted
            playsInline
            className="mx-auto max-h-80 w-full object-contain"
            aria-label={text.preview}
          />
          <div className="flex items-center gap-2 bg-white p-2 dark:bg-slate-800">
            <div className="min-w-0 flex-1 px-1">
              {state.status === 'uploading' && (
                <>
                  <div className="flex justify-between text-xs text-slate-700 dark:text-slate-300">
                    <span>{state.retry > 0 ? text.retrying(state.retry) : text.uploading}</span>
                    <span className="tabular-nums">{percent}%</span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={text.uploading}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-valuetext={text.uploadingPercent(percent)}
                    className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                  >
                    <div
                      className="h-full rounded-full bg-orange-600 transition-[width]"
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                </>
              )}
              {state.status === 'done' && (
                <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">{text.uploaded}</p>
              )}
              {state.status === 'error' && (
                <p className="text-sm font-medium text-red-700 dark:text-red-300">{text.uploadFailed}</p>
              )}
            </div>
            <button
              type="button"
              onClick={() => input.current?.click()}
              aria-label={text.change}
              className="inline-flex size-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-slate-200 dark:hover:bg-slate-700"
            >
              <RefreshCw aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={onRemove}
              aria-label={text.remove}
              className="inline-flex size-11 items-center justify-center rounded-xl text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:text-red-300 dark:hover:bg-red-950"
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(
            'flex w-full flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center',
            'hover:border-orange-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500',
            error ? 'border-red-500' : 'border-slate-300 dark:border-slate-600',
          )}
        >
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300">
            <Film aria-hidden="true" className="size-7" />
          </span>
          <span className="font-semibold text-slate-900 dark:text-white">{text.pick}</span>
          <span className="text-sm text-slate-700 dark:text-slate-300">{text.pickHint}</span>
        </button>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
