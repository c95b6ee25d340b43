import { TIMINGS } from '@common/constants.ts';
import { useCallback, useEffect, useRef } from 'react';
import { sendLive } from '../../lib/live.ts';

/** While typing goes on, 'started' is said again this often, so the partner's flag does not go stale. */
const REANNOUNCE_MS = 3000;

/**
 * SPEC §4 and §7: typing is announced as started ({type:'typing', isTyping:true}) and as stopped after
 * 2 seconds without typing; `stop` says it at once (a message was sent, the chat closed).
 */
export function useTypingAnnouncer(me: string, otherUserId: string) {
  const state = useRef<{ announcedAt: number; timer?: ReturnType<typeof setTimeout> }>({ announcedAt: 0 });

  const stop = useCallback(() => {
    const current = state.current;
    clearTimeout(current.timer);
    if (current.announcedAt === 0) return;
    current.announcedAt = 0;
    sendLive({ type: 'typing', senderId: me, receiverId: otherUserId, isTyping: false });
  }, [me, otherUserId]);

  const typed = useCallback(() => {
    const current = state.current;
    const now = Date.now();
    if (now - current.announcedAt > REANNOUNCE_MS) {
      if (sendLive({ type: 'typing', senderId: me, receiverId: otherUserId, isTyping: true }))
        current.announcedAt = now;
    }
    clearTimeout(current.timer);
    current.timer = setTimeout(stop, TIMINGS.typingClearMs);
  }, [me, otherUserId, stop]);

  useEffect(() => stop, [stop]);
  return { typed, stop };
}
