import { describe, expect, it } from 'vitest';
import { highlighter } from './highlighted.tsx';

const hits = (query: string, text: string) => [...text.matchAll(highlighter(query)!)].map((m) => m[0]);

describe('highlighter', () => {
  it('marks Italian words whatever their ending', () => {
    expect(hits('lavatrici centrifugare', 'Lavatrice che non centrifuga')).toEqual([
      'Lavatrice',
      'centrifuga',
    ]);
    expect(hits('cestelli', 'Il cestello gira')).toEqual(['cestello']);
  });

  it('marks whole words only, and treats regex characters as text', () => {
    expect(hits('ram', 'Programma e RAM nuova')).toEqual(['RAM']);
    expect(hits('a.*b (c)', 'a.*b (c)')).toEqual([]);
    expect(highlighter('  ')).toBeNull();
  });
});
