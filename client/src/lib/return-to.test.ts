import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLocalPath, rememberReturnTo, takeReturnTo } from './return-to.ts';

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  vi.stubGlobal('window', {
    location: { pathname: '/reels', search: '?reel=abc' },
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the page to come back to after signing in', () => {
  it('remembers the current page with its query, and gives it back once', () => {
    rememberReturnTo();
    expect(takeReturnTo()).toBe('/reels?reel=abc');
    expect(takeReturnTo()).toBeNull();
  });

  it('forgets it after half an hour', () => {
    rememberReturnTo('/messages');
    expect(takeReturnTo(Date.now() + 31 * 60 * 1000)).toBeNull();
  });

  it('keeps only paths of this site, and not the feed itself', () => {
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/']) {
      rememberReturnTo(path);
      expect(takeReturnTo()).toBeNull();
    }
    store.set('riparami.returnTo', JSON.stringify({ path: '//evil.example', at: Date.now() }));
    expect(takeReturnTo()).toBeNull();
    store.set('riparami.returnTo', 'not json');
    expect(takeReturnTo()).toBeNull();
    expect(isLocalPath('/messages/123')).toBe(true);
  });
});
