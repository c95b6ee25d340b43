import { describe, expect, it } from 'vitest';
import { holdsNul } from './nul-guard.ts';

describe('holdsNul', () => {
  it('finds a NUL in strings, keys and nested values, and nothing in clean input', () => {
    expect(holdsNul('a\0b')).toBe(true);
    expect(holdsNul({ a: [1, { b: 'x\0' }] })).toBe(true);
    expect(holdsNul({ 'k\0': 1 })).toBe(true);
    expect(holdsNul({ a: ['\\u0000', 2, null, true], b: undefined })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
    expect(holdsNul(Buffer.from([0, 0, 0]))).toBe(false);
  });

  it('walks very deep and very wide values without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(holdsNul(deep)).toBe(true);
    expect(holdsNul(Array.from({ length: 300_000 }, () => 'x'))).toBe(false);
  });
});
