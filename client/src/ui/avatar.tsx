import { avatarColour, initials, type NamedPerson } from '../../../common/people.ts';
import { cx } from './cx.ts';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-24 text-3xl',
} as const;

/** Initials on a colour chosen by a hash of the person's id (SPEC §2). Decorative: the name is shown elsewhere. */
export function Avatar({
  person,
  id,
  size = 'md',
  className,
}: {
  person: NamedPerson | null | undefined;
  id: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold',
        avatarColour(id),
        sizes[size],
        className,
      )}
    >
      {initials(person)}
    </span>
  );
}
