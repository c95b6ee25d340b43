import { describe, expect, it } from 'vitest';
import { likeQueue } from './like-queue.ts';

describe('the like queue', () => {
  it('sends the taps on one like in order, after a failed one too', async () => {
    const queue = likeQueue();
    const sent: string[] = [];
    const slow =
      (label: string, ms: number, fail = false) =>
      () =>
        new Promise<string>((resolve, reject) =>
          setTimeout(() => {
            sent.push(label);
            if (fail) reject(new Error(label));
            else resolve(label);
          }, ms),
        );
    const first = queue.send('p', slow('primo', 30, true));
    const second = queue.send('p', slow('secondo', 1));
    await expect(first).rejects.toThrow('primo');
    await expect(second).resolves.toBe('secondo');
    expect(sent).toEqual(['primo', 'secondo']);
  });

  it('knows which answer is the last tap’s', () => {
    const queue = likeQueue();
    queue.tapped('p');
    queue.tapped('p');
    expect(queue.isLast('p')).toBe(false);
    queue.settled('p');
    expect(queue.isLast('p')).toBe(true);
    queue.settled('p');
    expect(queue.isLast('p')).toBe(false);
  });
});
