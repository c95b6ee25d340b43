import { avatarColour, initials, type NamedPerson } from '@common/people.ts';
import { useState } from 'react';
import { cx } from './cx.ts';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-24 text-3xl',
} as const;

/** The CSS pixels of each size, for the image's width and height and the choice between photo and thumbnail. */
const PIXELS: Record<keyof typeof sizes, number> = { sm: 32, md: 40, lg: 56, xl: 96 };
/** An uploaded photo is 256 px square and comes with a 96 px thumbnail at `<photo>/thumb` (server/features/settings). */
const PHOTO_SIDE = 256;
const THUMB_SIDE = 96;

/** The sources of an uploaded photo, so the browser loads the 96 px thumbnail wherever it is enough. */
export function avatarSources(src: string): { srcSet?: string } {
  if (!src.startsWith('/objects/uploads/')) return {};
  return { srcSet: `${src}/thumb ${THUMB_SIDE}w, ${src} ${PHOTO_SIDE}w` };
}

/**
 * The member's photo when they have one, else initials on a colour chosen by a hash of their id
 * (SPEC §2); a photo that fails to load falls back to the initials. Decorative: the name is shown elsewhere.
 */
export function Avatar({
  person,
  id,
  src,
  size = 'md',
  className,
}: {
  person: NamedPerson | null | undefined;
  id: string;
  /** The photo's URL (`avatarUrl`), when the member set one. */
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cx(
    'inline-flex shrink-0 items-center justify-center rounded-full font-semibold',
    sizes[size],
    className,
  );
  if (src && failed !== src) {
    return (
      <img
        src={src}
        {...avatarSources(src)}
        sizes={`${PIXELS[size]}px`}
        width={PIXELS[size]}
        height={PIXELS[size]}
        alt=""
        aria-hidden="true"
        decoding="async"
        onError={() => setFailed(src)}
        className={cx(classes, 'object-cover')}
      />
    );
  }
  return (
    <span aria-hidden="true" className={cx(classes, avatarColour(id))}>
      {initials(person)}
    </span>
  );
}
