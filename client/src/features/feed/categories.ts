import { POST_CATEGORIES, type PostCategory } from '@common/constants.ts';
import type { FeedFilter } from '../../data/post-cache.ts';
import { it } from '../../i18n/it.ts';

/**
 * The feed's chips in SPEC §2's order (Tutti, Smartphone, Elettrodomestici, Computer), then Console, Altri
 * and 'Da risolvere' (issue 28).
 */
export const FEED_CHIPS: readonly FeedFilter[] = [
  null,
  'smartphone',
  'elettrodomestici',
  'computer',
  'console',
  'altri',
  'unsolved',
];

/** The Italian label of a chip; null is 'Tutti'. */
export function categoryLabel(filter: FeedFilter): string {
  if (filter === 'unsolved') return it.feed.unsolved;
  return filter ? it.categories[filter] : it.feed.all;
}

/** The category of a '?category=' value, or null for a missing or unknown one. */
export function parseCategory(value: string | null): PostCategory | null {
  return POST_CATEGORIES.find((category) => category === value) ?? null;
}

/** The feed filter of the page's query string: '?category=…' or '?solved=false'. */
export function parseFeedFilter(search: string): FeedFilter {
  const params = new URLSearchParams(search);
  if (params.get('solved') === 'false') return 'unsolved';
  return parseCategory(params.get('category'));
}

/** The query string of a feed filter. */
export const feedFilterSearch = (filter: FeedFilter) =>
  filter === 'unsolved' ? '?solved=false' : filter ? `?category=${filter}` : '';
