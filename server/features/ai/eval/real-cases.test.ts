import { describe, expect, it } from 'vitest';
import { REAL_CASES, REAL_SPLITS } from './real/index.ts';

// The real-words evaluation (issue 24) is only as good as its cases: each one a real person's report,
// quoted within the limit, with a source used once and keywords the judge can match.
describe('real-words evaluation cases', () => {
  it('has a unique, well-formed id and a source used once per case', () => {
    const ids = REAL_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(sp|el|pc|co)-\d{3,4}$/);
    const sources = REAL_CASES.map((c) => c.source);
    expect(new Set(sources).size).toBe(sources.length);
    for (const s of sources) expect(s).toMatch(/^https?:\/\/\S+$/);
  });

  it('quotes at most 600 characters and gives an Italian text', () => {
    for (const c of REAL_CASES) {
      expect(c.original.length, c.id).toBeLessThanOrEqual(600);
      expect(c.original.trim().length, c.id).toBeGreaterThan(20);
      expect(c.text.trim().length, c.id).toBeGreaterThan(20);
      if (c.language === 'it') expect(c.text, c.id).toBe(c.original);
    }
  });

  it('names each cause with 4–6 single lower-case keywords', () => {
    for (const c of REAL_CASES) {
      expect(c.keywords.length, c.id).toBeGreaterThanOrEqual(4);
      expect(c.keywords.length, c.id).toBeLessThanOrEqual(6);
      for (const k of c.keywords) expect(k, c.id).toMatch(/^[a-zà-ù0-9]+$/);
    }
  });

  it('keeps about a quarter per category and a held-out test split of at least 50', () => {
    const per = (cat: string) => REAL_CASES.filter((c) => c.category === cat).length;
    for (const cat of ['smartphone', 'elettrodomestici', 'computer', 'console'])
      expect(per(cat) / REAL_CASES.length).toBeGreaterThan(0.18);
    expect(REAL_SPLITS.dev.length).toBeGreaterThanOrEqual(100);
    expect(REAL_SPLITS.test.length).toBeGreaterThanOrEqual(50);
  });
});
