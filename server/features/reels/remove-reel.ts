import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { objects, reels, users } from '../../db/schema.ts';
import { deleteObjectFiles } from '../../domain/objects.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

type Reel = typeof reels.$inferSelect;

/**
 * Removes a reel with its video and poster: the row (its likes, comments and notifications go with it) and
 * the author's count in one transaction, the files after. `check` may refuse, given the locked reel; an
 * unknown reel removes nothing.
 */
export async function removeReel(
  deps: { db: Db; storage: ObjectStorage },
  reelId: string,
  check: (reel: Reel | undefined) => void = () => {},
): Promise<void> {
  const objectIds = await deps.db.transaction(async (tx) => {
    const [reel] = await tx.select().from(reels).where(eq(reels.id, reelId)).for('update');
    check(reel);
    if (!reel) return [];
    await tx.delete(reels).where(eq(reels.id, reelId));
    const ids = [reel.videoObjectId, reel.posterObjectId].filter((v): v is string => v !== null);
    await tx.delete(objects).where(inArray(objects.id, ids));
    // A reel moderation hid was already off the author's count.
    if (reel.hiddenAt === null)
      await tx
        .update(users)
        .set({ reelsCount: sql`greatest(${users.reelsCount} - 1, 0)` })
        .where(eq(users.id, reel.authorId));
    return ids;
  });
  await Promise.all(objectIds.map((id) => deleteObjectFiles(deps, id)));
}
