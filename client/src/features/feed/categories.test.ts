import { describe, expect, it } from 'vitest';
import { categoryLabel, FEED_CHIPS, feedFilterSearch, parseCategory, parseFeedFilter } from './categories.ts';

describe('feed categories', () => {
  it("keeps SPEC's chips first, in order, then Console, Altri and Da risolvere", () => {
    expect(FEED_CHIPS.map(categoryLabel)).toEqual([
      'Tutti',
      'Smartphone',
      'Elettrodomestici',
      'Computer',
      'Console',
      'Altri',
      'Da risolvere',
    ]);
  });

  it('reads a known category from the URL and ignores anything else', () => {
    expect(parseCategory('console')).toBe('console');
    expect(parseCategory('televisori')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });

  it('round-trips every chip through the address', () => {
    for (const chip of FEED_CHIPS) expect(parseFeedFilter(feedFilterSearch(chip))).toBe(chip);
    expect(parseFeedFilter('?solved=true')).toBeNull();
  });
});
