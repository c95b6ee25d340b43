import { describe, expect, it } from 'vitest';
import { splitTags } from './tags.ts';

describe('splitTags (SPEC §5)', () => {
  it('splits on spaces, commas and #', () => {
    expect(splitTags('#iphone, batteria  #saldatura,schermo')).toEqual([
      'iphone',
      'batteria',
      'saldatura',
      'schermo',
    ]);
  });
  it('keeps at most 10 tags and drops duplicates', () => {
    const input = Array.from({ length: 15 }, (_, i) => `t${i}`).join(' ');
    expect(splitTags(`t0 t0 ${input}`)).toHaveLength(10);
    expect(splitTags('a a a')).toEqual(['a']);
  });
  it('lower-cases, so #iPhone and iphone are one tag', () => {
    expect(splitTags('#iPhone iphone #Batteria')).toEqual(['iphone', 'batteria']);
  });
  it('answers nothing for blank input', () => expect(splitTags(' , # ')).toEqual([]));
});
