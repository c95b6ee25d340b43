import { describe, expect, it } from 'vitest';
import { createViewBatcher, VIEW_INTERVAL_MS } from './view-batcher.ts';

/** A batcher on a hand-driven clock, recording what it sends. */
function setup() {
  let now = 0;
  let timer: { run: () => void; at: number } | null = null;
  const sent: { ids: string[]; keepalive: boolean }[] = [];
  const batcher = createViewBatcher({
    send: (ids, { keepalive }) => sent.push({ ids, keepalive }),
    now: () => now,
    setTimer: (run, ms) => {
      timer = { run, at: now + ms };
      return timer;
    },
    clearTimer: () => {
      timer = null;
    },
  });
  const advance = (ms: number) => {
    const target = now + ms;
    while (timer && timer.at <= target) {
      const { run, at } = timer;
      timer = null;
      now = at;
      run();
    }
    now = target;
  };
  return { batcher, sent, advance };
}

describe('createViewBatcher', () => {
  it('sends the posts seen together, in one request', () => {
    const { batcher, sent, advance } = setup();
    batcher.add('a');
    batcher.add('b');
    advance(0);
    expect(sent).toEqual([{ ids: ['a', 'b'], keepalive: false }]);
  });

  it('counts each post once per page load', () => {
    const { batcher, sent, advance } = setup();
    batcher.add('a');
    advance(0);
    batcher.add('a');
    advance(VIEW_INTERVAL_MS * 2);
    expect(sent.flatMap((batch) => batch.ids)).toEqual(['a']);
  });

  it('sends at most one request every interval', () => {
    const { batcher, sent, advance } = setup();
    batcher.add('a');
    advance(0);
    batcher.add('b');
    advance(VIEW_INTERVAL_MS - 1);
    expect(sent).toHaveLength(1);
    advance(1);
    expect(sent.map((batch) => batch.ids)).toEqual([['a'], ['b']]);
  });

  it('splits more than 50 posts into several requests', () => {
    const { batcher, sent, advance } = setup();
    for (let i = 0; i < 120; i++) batcher.add(`p${i}`);
    advance(VIEW_INTERVAL_MS * 3);
    expect(sent.map((batch) => batch.ids.length)).toEqual([50, 50, 20]);
  });

  it('flushes what is queued at once, with keepalive, when the page is hidden', () => {
    const { batcher, sent } = setup();
    batcher.add('a');
    batcher.flush();
    expect(sent).toEqual([{ ids: ['a'], keepalive: true }]);
  });
});
