import type { PostPayload as Post } from '@common/schemas/posts.ts';
import { useState } from 'react';
import { it } from '../../i18n/it.ts';
import { cx } from '../../ui/cx.ts';
import { ImageViewer } from '../../ui/image-viewer.tsx';

/** A single image keeps its own shape, between portrait 4:5 and panorama 2:1 (DESIGN §8). */
export function singleImageRatio(size: { width: number; height: number } | undefined): number {
  if (!size?.width || !size.height) return 3 / 2;
  return Math.min(2, Math.max(4 / 5, size.width / size.height));
}

/**
 * The image's own width and height, so the browser knows its shape before it loads. The feed shows the
 * 480 px thumbnail (server/platform/media/images.ts), never more than a phone's frame needs; the full
 * image loads only in the viewer.
 */
export function imageDimensions(
  post: Pick<Post, 'imageSizes'>,
  index: number,
): { width?: number; height?: number } {
  const size = post.imageSizes[index];
  return size?.width && size.height ? { width: size.width, height: size.height } : {};
}

/**
 * The images of a post: thumbnails in frames sized before they load (no layout jump) — a single
 * image in its own proportions, several in a sideways strip of 4:3 frames — each opening the full
 * image. An image that fails to load is hidden (SPEC §2).
 */
export function PostImages({
  post,
}: {
  post: Pick<Post, 'title' | 'imageUrls' | 'thumbnailUrls' | 'imageSizes'>;
}) {
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
                !single && 'aspect-[4/3]',
              )}
              style={single ? { aspectRatio: singleImageRatio(post.imageSizes[index]) } : undefined}
            >
              <img
                src={post.thumbnailUrls[index] ?? url}
                {...imageDimensions(post, index)}
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
