import { describe, expect, it } from 'vitest';
import { categoryLabel, FEED_CHIPS, parseCategory } from './categories.ts';

describe('feed categories', () => {
  it("keeps SPEC's chips first, in order, then Console and Altri", () => {
    expect(FEED_CHIPS.map(categoryLabel)).toEqual([
      'Tutti',
      'Smartphone',
      'Elettrodomestici',
      'Computer',
      'Console',
      'Altri',
    ]);
  });

  it('reads a known category from the URL and ignores anything else', () => {
    expect(parseCategory('console')).toBe('console');
    expect(parseCategory('televisori')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });
});
