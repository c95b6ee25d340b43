import { Heart, MessageCircle, Sparkles } from 'lucide-react';
import { it } from '../../i18n/it.ts';

const preview = it.landing.preview;

/** A decorative sample of a post and an AI answer, so guests see what the community looks like. */
export function PostPreview() {
  return (
    <figure aria-label={preview.label} className="relative mx-auto w-full max-w-sm">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-orange-200/70 via-amber-100/40 to-transparent blur-2xl dark:from-orange-900/40 dark:via-amber-900/20"
      />
      <div
        aria-hidden="true"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-sky-700 text-sm font-semibold text-white">
            GR
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{preview.author}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{preview.time}</p>
          </div>
          <span className="rounded-full bg-orange-100 px-2.5 py-1 text-xs font-semibold text-orange-900 dark:bg-orange-950 dark:text-orange-200">
            Smartphone
          </span>
        </div>
        <p className="mt-3 font-semibold">{preview.title}</p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{preview.body}</p>
        <div className="mt-3 flex items-center gap-4 text-sm text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <Heart className="size-4" /> {preview.likes}
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle className="size-4" /> {preview.comments}
          </span>
          <span className="ml-auto rounded-lg bg-orange-700 px-3 py-1.5 text-xs font-semibold text-white">
            {preview.help}
          </span>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="-mt-3 ml-8 rounded-2xl border border-orange-200 bg-orange-50 p-3.5 shadow-md dark:border-orange-900 dark:bg-slate-800"
      >
        <p className="flex items-center gap-1.5 text-sm font-semibold text-orange-800 dark:text-orange-300">
          <Sparkles className="size-4" /> {preview.aiTitle}
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{preview.aiBody}</p>
      </div>
    </figure>
  );
}
