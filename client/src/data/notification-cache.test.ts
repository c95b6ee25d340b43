import type { NotificationPayload } from '@common/schemas/notifications.ts';
import { describe, expect, it } from 'vitest';
import { markReadInCache } from './notifications.ts';

const note = (id: string, isRead = false): NotificationPayload => ({
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
    expect((markReadInCache(list, 'a') as NotificationPayload[]).map((n) => n.isRead)).toEqual([true, false]);
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
