import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../common/schemas/social.ts';
import { markReadInCache } from './queries.ts';
import { notificationTimeAgo } from './relative-time.ts';

const note = (id: string, isRead = false): Notification => ({
  id,
  type: 'like',
  title: 'Nuovo mi piace',
  message: 'A Giulia piace il tuo post',
  isRead,
  createdAt: new Date().toISOString(),
  postId: null,
  actorId: null,
});

describe('markReadInCache', () => {
  it('marks one notification read in a plain list and in pages', () => {
    const list = [note('a'), note('b')];
    expect((markReadInCache(list, 'a') as Notification[]).map((n) => n.isRead)).toEqual([true, false]);
    const paged = markReadInCache({ pages: [list], pageParams: [undefined] }, 'b');
    expect(paged && !Array.isArray(paged) ? paged.pages[0]?.map((n) => n.isRead) : null).toEqual([
      false,
      true,
    ]);
  });

  it('leaves a list without that unread notification untouched', () => {
    const list = [note('a', true)];
    expect(markReadInCache(list, 'a')).toBe(list);
    expect(markReadInCache(undefined, 'a')).toBeUndefined();
  });
});

describe('notificationTimeAgo', () => {
  it('uses Italian distance text with a suffix', () => {
    expect(notificationTimeAgo(new Date(Date.now() - 2 * 3600_000))).toBe('circa 2 ore fa');
  });
});
