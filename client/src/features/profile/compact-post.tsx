import type { PostPayload as Post } from '@common/schemas/posts.ts';
import { postTimeAgo } from '@common/time.ts';
import { Heart, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { it } from '../../i18n/it.ts';

/** A member's post in the profile's Post tab: thumbnail, title, a line of content and the counts. */
export function CompactPost({ post }: { post: Post }) {
  const [thumbFailed, setThumbFailed] = useState(false);
  const thumb = post.thumbnailUrls[0] ?? post.imageUrls[0];
  return (
    <li className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-700/60 dark:bg-slate-800/60">
      {thumb && !thumbFailed && (
        <img
          src={thumb}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          onError={() => setThumbFailed(true)}
          className="size-16 shrink-0 rounded-xl bg-slate-200 object-cover dark:bg-slate-700"
        />
      )}
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 break-words font-semibold leading-snug text-slate-900 dark:text-white">
          {post.title}
        </h3>
        <p className="mt-0.5 line-clamp-1 text-sm text-slate-700 dark:text-slate-300">{post.content}</p>
        <p className="mt-1 flex items-center gap-3 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={post.createdAt}>{postTimeAgo(post.createdAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden="true" className="size-3.5" />
            {post.likesCount}
            <span className="sr-only">{it.post.like}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle aria-hidden="true" className="size-3.5" />
            {post.commentsCount}
            <span className="sr-only">{it.comments.title}</span>
          </span>
        </p>
      </div>
    </li>
  );
}
