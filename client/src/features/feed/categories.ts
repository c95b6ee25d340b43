import { POST_CATEGORIES, type PostCategory } from '@common/constants.ts';
import { it } from '../../i18n/it.ts';

/** The feed's chips in SPEC §2's order (Tutti, Smartphone, Elettrodomestici, Computer), then Console and Altri. */
export const FEED_CHIPS: readonly (PostCategory | null)[] = [
  null,
  'smartphone',
  'elettrodomestici',
  'computer',
  'console',
  'altri',
];

/** The Italian label of a category; null is 'Tutti'. */
export function categoryLabel(category: PostCategory | null): string {
  return category ? it.categories[category] : it.feed.all;
}

/** The category of a '?category=' value, or null for a missing or unknown one. */
export function parseCategory(value: string | null): PostCategory | null {
  return POST_CATEGORIES.find((category) => category === value) ?? null;
}
