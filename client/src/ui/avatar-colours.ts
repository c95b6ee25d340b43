import type { AVATAR_COLOURS } from '../../../common/constants.ts';
import { avatarColour } from '../../../common/people.ts';

/**
 * Tailwind scans only the Vite root (client/), so the avatar colours defined in common/ are repeated here as
 * literals for it to generate. `satisfies` makes tsc fail if the two lists ever differ.
 */
export const AVATAR_CLASS_LITERALS = [
  'bg-orange-600 text-white',
  'bg-sky-700 text-white',
  'bg-emerald-700 text-white',
  'bg-violet-700 text-white',
  'bg-rose-700 text-white',
  'bg-amber-800 text-white',
] as const satisfies typeof AVATAR_COLOURS;

// White initials on orange-600 reach only 3.4:1, short of WCAG AA's 4.5:1 (DESIGN §7): show orange-700 instead.
const CONTRAST_SAFE: Partial<Record<string, string>> = {
  'bg-orange-600 text-white': 'bg-orange-700 text-white',
};

/** The avatar classes for an id: SPEC §2's hashed colour, kept AA-readable. */
export function avatarClasses(id: string): string {
  const colour = avatarColour(id);
  return CONTRAST_SAFE[colour] ?? colour;
}
