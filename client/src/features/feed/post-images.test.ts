import { describe, expect, it } from 'vitest';
import { singleImageRatio } from './post-images.tsx';

describe('singleImageRatio', () => {
  it('keeps a landscape photo its own shape', () => {
    expect(singleImageRatio({ width: 1600, height: 1200 })).toBeCloseTo(4 / 3);
  });
  it('limits portraits to 4:5 and panoramas to 2:1', () => {
    expect(singleImageRatio({ width: 900, height: 1600 })).toBe(4 / 5);
    expect(singleImageRatio({ width: 4000, height: 1000 })).toBe(2);
  });
  it('falls back to 3:2 without a known size', () => {
    expect(singleImageRatio(undefined)).toBe(3 / 2);
    expect(singleImageRatio({ width: 0, height: 0 })).toBe(3 / 2);
  });
});
