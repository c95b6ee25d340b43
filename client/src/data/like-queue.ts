/**
 * Rapid taps on one like (a post's, a reel's) reach the server one after another, in the order they
 * were made; only the answer to the last tap is the truth, since earlier answers would undo later
 * optimistic flips.
 */
export function likeQueue() {
  const queues = new Map<string, Promise<unknown>>();
  const pending = new Map<string, number>();
  return {
    /** Sends a tap on `id` once the earlier ones have settled, whatever their outcome. */
    send<T>(id: string, request: () => Promise<T>): Promise<T> {
      const next = (queues.get(id) ?? Promise.resolve()).catch(() => undefined).then(request);
      queues.set(id, next);
      return next;
    },
    /** Counts a tap in (onMutate). */
    tapped(id: string) {
      pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    /** Whether the answer at hand is the last tap's (onSuccess). */
    isLast: (id: string) => pending.get(id) === 1,
    /** Counts a tap out (onSettled). */
    settled(id: string) {
      const left = (pending.get(id) ?? 1) - 1;
      if (left > 0) pending.set(id, left);
      else pending.delete(id);
    },
  };
}
