import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { objects } from '../../db/schema.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { detectImageType, processImage } from './images.ts';

export interface ObjectsDeps {
  db: Db;
  storage: ObjectStorage;
}

export type ObjectRow = typeof objects.$inferSelect;

/** Reserves an object for an upload by `ownerId`. */
export async function reserveUpload(deps: ObjectsDeps, ownerId: string): Promise<ObjectRow> {
  const [row] = await deps.db.insert(objects).values({ ownerId, kind: 'image' }).returning();
  return row!;
}

/** Stores the uploaded bytes of a reserved object: JPEG/PNG only, re-encoded, thumbnail made. */
export async function storeImage(deps: ObjectsDeps, objectId: string, ownerId: string, body: Buffer) {
  const [row] = await deps.db
    .select()
    .from(objects)
    .where(and(eq(objects.id, objectId), eq(objects.ownerId, ownerId)));
  if (!row) throw notFound('Upload non trovato');
  if (row.status !== 'pending')
    throw new HttpError(409, 'UPLOAD_USED', 'Questo upload è già stato completato');
  const type = detectImageType(body);
  if (!type) throw new HttpError(415, 'UNSUPPORTED_IMAGE', 'Sono accettate solo immagini JPG o PNG');
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await processImage(body, type);
  } catch {
    throw new HttpError(400, 'BROKEN_IMAGE', "L'immagine è danneggiata o non leggibile");
  }
  // Claim the row first so two concurrent PUTs of one URL cannot both write.
  const claimed = await deps.db
    .update(objects)
    .set({
      status: 'uploaded',
      contentType: image.contentType,
      size: image.data.length,
      width: image.width,
      height: image.height,
      uploadedAt: new Date(),
    })
    .where(and(eq(objects.id, objectId), eq(objects.status, 'pending')))
    .returning({ id: objects.id });
  if (claimed.length === 0) throw new HttpError(409, 'UPLOAD_USED', 'Questo upload è già stato completato');
  await deps.storage.put(objectId, image.data);
  await deps.storage.put(`${objectId}.thumb`, image.thumbnail);
}

/** Makes an uploaded object of the member readable by everyone (SPEC §7 set-acl). */
export async function makePublic(deps: ObjectsDeps, objectId: string, ownerId: string): Promise<void> {
  const updated = await deps.db
    .update(objects)
    .set({ acl: 'public' })
    .where(and(eq(objects.id, objectId), eq(objects.ownerId, ownerId), eq(objects.status, 'uploaded')))
    .returning({ id: objects.id });
  if (updated.length === 0) throw notFound('File non trovato');
}

/** The object a viewer may read, or null. Private objects are visible to their owner only. */
export async function readableObject(deps: ObjectsDeps, objectId: string, viewerId: string | undefined) {
  const [row] = await deps.db.select().from(objects).where(eq(objects.id, objectId));
  if (row?.status !== 'uploaded') return null;
  if (row.acl !== 'public' && row.ownerId !== viewerId) return null;
  return row;
}

/** Removes an object's bytes (its row goes with its post). */
export async function deleteObjectFiles(deps: ObjectsDeps, objectId: string) {
  await deps.storage.delete(objectId);
  await deps.storage.delete(`${objectId}.thumb`);
}
