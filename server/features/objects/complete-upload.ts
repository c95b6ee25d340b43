import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { objects } from '../../db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';

/**
 * Writes an upload's files and only then marks it complete (issue 25), holding the pending row locked
 * meanwhile: a second PUT of the same URL waits and then gets 409, and a crash before the commit leaves
 * the upload pending (retry works) with nothing that points at it. Storage writes are durable (fsync)
 * before they resolve.
 */
export async function completeUpload(
  db: Db,
  objectId: string,
  ownerId: string,
  write: () => Promise<void>,
  fields: Partial<typeof objects.$inferInsert>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: objects.status })
      .from(objects)
      .where(and(eq(objects.id, objectId), eq(objects.ownerId, ownerId)))
      .for('update');
    if (!row) throw notFound('Upload non trovato');
    if (row.status !== 'pending')
      throw new HttpError(409, 'UPLOAD_USED', 'Questo upload è già stato completato');
    await write();
    await tx
      .update(objects)
      .set({ ...fields, status: 'uploaded', uploadedAt: new Date() })
      .where(eq(objects.id, objectId));
  });
}
