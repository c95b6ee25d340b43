import type { SimilarPost } from '@common/schemas/ai.ts';
import { CircleCheck, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { aiText } from '../../i18n/ai.ts';
import { SimilarPostDialog } from './similar-post-dialog.tsx';

/**
 * Up to three community posts like the problem (issue 18, beyond SPEC), solved ones first with the first line of
 * their solution (issue 28); each opens with its comments.
 */
export function SimilarPosts({ posts }: { posts: SimilarPost[] }) {
  const [open, setOpen] = useState<SimilarPost | null>(null);
  if (posts.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">{aiText.similar.title}</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{aiText.similar.intro}</p>
      <ul className="space-y-1.5">
        {posts.map((post) => (
          <li key={post.id}>
            <a
              href={`/?post=${encodeURIComponent(post.id)}`}
              aria-label={aiText.similar.open(post.title)}
              onClick={(event) => {
                event.preventDefault();
                setOpen(post);
              }}
              className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-1.5 font-medium text-slate-900 dark:text-slate-100">
                  {post.title}
                  {post.isSolved && (
                    <span className="inline-flex items-center gap-0.5 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                      <CircleCheck aria-hidden="true" className="size-3.5" />
                      {aiText.similar.solved}
                    </span>
                  )}
                </span>
                {post.solution && (
                  <span className="mt-0.5 line-clamp-2 block text-xs text-slate-700 dark:text-slate-300">
                    {aiText.similar.solution(post.solution)}
                  </span>
                )}
              </span>
              <span className="flex shrink-0 items-center gap-1 text-slate-700 dark:text-slate-300">
                <MessageCircle aria-hidden="true" className="size-4" />
                {aiText.similar.comments(post.commentsCount)}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {open && <SimilarPostDialog postId={open.id} title={open.title} onClose={() => setOpen(null)} />}
    </section>
  );
}
