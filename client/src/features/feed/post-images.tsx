import { useState } from 'react';
import type { Post } from '../../../../common/schemas/posts.ts';
import { it } from '../../i18n/it.ts';
import { cx } from '../../ui/cx.ts';
import { ImageViewer } from '../../ui/image-viewer.tsx';

/**
 * The images of a post: thumbnails in fixed-ratio frames (no layout jump while loading), one per row
 * or a sideways strip, each opening the full image. An image that fails to load is hidden (SPEC §2).
 */
export function PostImages({ post }: { post: Pick<Post, 'title' | 'imageUrls' | 'thumbnailUrls'> }) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<number | null>(null);
  const shown = post.imageUrls
    .map((url, index) => ({ url, index }))
    .filter(({ index }) => !failed.has(index));
  if (shown.length === 0) return null;
  const single = shown.length === 1;
  const total = post.imageUrls.length;

  return (
    <>
      <ul
        aria-label={it.post.imagesLabel}
        className={cx(
          'mt-3 flex gap-2 px-4',
          !single && 'snap-x snap-mandatory overflow-x-auto pb-1 [scrollbar-width:thin]',
        )}
      >
        {shown.map(({ url, index }) => (
          <li key={url} className={cx('snap-start', single ? 'w-full' : 'w-[82%] shrink-0')}>
            <button
              type="button"
              aria-label={it.post.openImage(index + 1, total)}
              onClick={() => setOpen(index)}
              className={cx(
                'block w-full overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2',
                'dark:focus-visible:ring-offset-slate-900',
                single ? 'aspect-[3/2]' : 'aspect-[4/3]',
              )}
            >
              <img
                src={post.thumbnailUrls[index] ?? url}
                alt={it.post.imageAlt(post.title, index + 1)}
                loading="lazy"
                decoding="async"
                onError={() => setFailed((previous) => new Set(previous).add(index))}
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer
        src={open === null ? null : (post.imageUrls[open] ?? null)}
        alt={open === null ? '' : it.post.imageAlt(post.title, open + 1)}
        title={it.post.imageViewer}
        closeLabel={it.post.imageViewerClose}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
