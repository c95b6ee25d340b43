import { describe, expect, it } from 'vitest';
import { linkParts } from './linkified.tsx';

describe('linkParts', () => {
  it('marks http and https links, leaving trailing punctuation as text', () => {
    expect(linkParts('Guarda https://www.ifixit.com/Guide/123, poi dimmi.')).toEqual([
      { text: 'Guarda ' },
      { text: 'https://www.ifixit.com/Guide/123', href: 'https://www.ifixit.com/Guide/123' },
      { text: ', poi dimmi.' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://x.it/a', 'www.sito.it']) {
      expect(linkParts(text).every((part) => !part.href)).toBe(true);
    }
  });

  it('makes mailto links of e-mail addresses only where asked', () => {
    expect(linkParts('scrivi a privacy@riparami.it.', { emails: true })).toEqual([
      { text: 'scrivi a ' },
      { text: 'privacy@riparami.it', href: 'mailto:privacy@riparami.it' },
      { text: '.' },
    ]);
    expect(linkParts('scrivi a privacy@riparami.it.')).toEqual([{ text: 'scrivi a privacy@riparami.it.' }]);
  });
});
