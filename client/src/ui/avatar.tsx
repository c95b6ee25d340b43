import { avatarColour, initials, type NamedPerson } from '@common/people.ts';
import { useState } from 'react';
import { cx } from './cx.ts';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-24 text-3xl',
} as const;

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
        alt=""
        aria-hidden="true"
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
