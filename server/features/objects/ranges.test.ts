import { describe, expect, it } from 'vitest';
import { parseRange } from './ranges.ts';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('reads %s of a 1000-byte file', (header, range) => expect(parseRange(header, 1000)).toEqual(range));

  it.each([undefined, 'bytes=-', 'items=0-1', 'bytes=0-1,5-6', 'bytes=50-10'])(
    'serves the whole file for %s',
    (header) => expect(parseRange(header, 1000)).toBeNull(),
  );

  it('answers unsatisfiable past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
