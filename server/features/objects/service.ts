import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../../common/constants.ts';
import type { ObjectPathPayload, UploadAnswer, UploadRequestBody } from '../../../common/schemas/objects.ts';
import { messages, objects, postImages, posts, reels } from '../../db/schema.ts';
import type { ObjectsDeps } from '../../domain/objects.ts';
import { finalizeDirectVideo, objectIdOf, unsupportedVideo } from '../../domain/objects.ts';
import type { UserRow } from '../../platform/auth/sessions.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { detectImageType, processImage } from '../../platform/media/images.ts';
import { signedUploadUrl, verifyUploadSignature } from '../../platform/storage/signed-url.ts';
import { completeUpload } from './complete-upload.ts';
import { mayPublishObject, mayReadObject } from './policy.ts';
import { presentObjectPath, presentUpload } from './presenter.ts';
import { isVideo, startDirectVideoUpload, storeVideo } from './videos.ts';

/** Upload URLs are signed with the app's secret. */
export interface UploadDeps extends ObjectsDeps {
  secret: string;
}

export type ObjectRow = typeof objects.$inferSelect;

/**
 * Reserves an object for an upload by `owner` and answers its signed PUT URL (SPEC §7); a video on
 * S3 gets a presigned PUT into the bucket instead.
 */
export async function startUpload(
  deps: UploadDeps,
  owner: UserRow,
  request?: UploadRequestBody,
): Promise<UploadAnswer> {
  const direct = request?.kind === 'video' ? await startDirectVideoUpload(deps, owner.id, request) : null;
  if (direct) return presentUpload(direct.id, direct.uploadURL);
  const row = await reserveUpload(deps, owner.id);
  return presentUpload(row.id, signedUploadUrl(deps.secret, row.id, owner.id));
}

/** Reserves an object for an upload by `ownerId`. */
export async function reserveUpload(deps: ObjectsDeps, ownerId: string): Promise<ObjectRow> {
  const [row] = await deps.db.insert(objects).values({ ownerId, kind: 'image' }).returning();
  return row!;
}

/**
 * Checks a PUT to an upload URL before a byte of its body is read (issue 25): a well-formed id and
 * query, a signature of this uploader that has not expired, and a reserved object of theirs still
 * waiting for its bytes. A forged or stale URL never makes the app read (and hold) up to 100 MB.
 */
export async function checkUploadUrl(
  deps: UploadDeps,
  uploader: UserRow,
  objectId: string,
  query: { expires?: unknown; signature?: unknown },
): Promise<void> {
  const expires =
    typeof query.expires === 'string' && /^\d{1,16}$/.test(query.expires) ? Number(query.expires) : NaN;
  const signature = typeof query.signature === 'string' ? query.signature : '';
  if (!UUID.test(objectId) || Number.isNaN(expires) || !signature || signature.length > 200) {
    throw new HttpError(400, 'BAD_UPLOAD_URL', 'URL di upload non valido');
  }
  if (!verifyUploadSignature(deps.secret, objectId, uploader.id, expires, signature)) {
    throw forbidden('URL di upload non valido o scaduto');
  }
  const [row] = await deps.db
    .select({ status: objects.status })
    .from(objects)
    .where(and(eq(objects.id, objectId), eq(objects.ownerId, uploader.id)));
  if (!row) throw notFound('Upload non trovato');
  if (row.status !== 'pending') {
    throw new HttpError(409, 'UPLOAD_USED', 'Questo upload è già stato completato');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The PUT of a signed upload URL: only its uploader, before it expires, once. A video (MP4, WebM,
 * QuickTime by its bytes) up to 100 MB or a JPEG/PNG image up to 5 MB; `declaredType` only picks the
 * refusal's text.
 */
export async function receiveUpload(
  deps: UploadDeps,
  uploader: UserRow,
  objectId: string,
  signed: { expires: number; signature: string },
  body: Buffer,
  declaredType = '',
): Promise<ObjectPathPayload> {
  if (!verifyUploadSignature(deps.secret, objectId, uploader.id, signed.expires, signed.signature)) {
    throw forbidden('URL di upload non valido o scaduto');
  }
  if (body.length === 0) throw new HttpError(400, 'EMPTY_UPLOAD', 'Il file caricato è vuoto');
  if (isVideo(body)) await storeVideo(deps, objectId, uploader.id, body);
  else if (declaredType.startsWith('video/')) throw unsupportedVideo();
  else if (body.length > LIMITS.postImageBytes) {
    throw new HttpError(413, 'IMAGE_TOO_LARGE', "L'immagine può pesare al massimo 5 MB");
  } else await storeImage(deps, objectId, uploader.id, body);
  return presentObjectPath(objectId);
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
  await completeUpload(
    deps.db,
    objectId,
    ownerId,
    async () => {
      await deps.storage.put(objectId, image.data);
      await deps.storage.put(`${objectId}.thumb`, image.thumbnail);
    },
    {
      contentType: image.contentType,
      size: image.data.length,
      width: image.width,
      height: image.height,
    },
  );
}

/**
 * Makes an uploaded object of the member readable by everyone (SPEC §7 set-acl). `pathOrUrl` is
 * its object path or the upload URL it was sent to.
 */
export async function makePublic(
  deps: ObjectsDeps,
  owner: UserRow,
  pathOrUrl: string,
): Promise<ObjectPathPayload> {
  const objectId = objectIdOf(pathOrUrl);
  if (!objectId) throw new HttpError(400, 'BAD_OBJECT_PATH', 'Percorso del file non valido');
  await finalizeDirectVideo(deps, objectId, owner.id);
  const [row] = await deps.db
    .select()
    .from(objects)
    .where(and(eq(objects.id, objectId), eq(objects.status, 'uploaded')));
  if (!row || !mayPublishObject(owner, row)) throw notFound('File non trovato');
  await deps.db.update(objects).set({ acl: 'public' }).where(eq(objects.id, objectId));
  return presentObjectPath(objectId);
}

/**
 * The object a viewer may read, or null. Private objects are visible to their owner only (and a chat
 * photo to the two members of its conversation, issue 27); the photos
 * and videos of content a moderator hid are no longer public (issue 25).
 */
export async function readableObject(deps: ObjectsDeps, objectId: string, viewer: UserRow | null) {
  const [found] = await deps.db
    .select({
      row: objects,
      hidden: sql<boolean>`exists(
        select 1 from ${postImages} pi join ${posts} p on p.id = pi.post_id
        where pi.object_id = ${objectId} and p.hidden_at is not null
      ) or exists(
        select 1 from ${reels} r
        where (r.video_object_id = ${objectId} or r.poster_object_id = ${objectId}) and r.hidden_at is not null
      )`,
      sentToViewer: viewer
        ? sql<boolean>`exists(
        select 1 from ${messages} m
        where m.image_object_id = ${objectId} and (m.receiver_id = ${viewer.id} or m.sender_id = ${viewer.id})
      )`
        : sql<boolean>`false`,
    })
    .from(objects)
    .where(eq(objects.id, objectId));
  if (!found) return null;
  const { row, hidden, sentToViewer } = found;
  if (row.status !== 'uploaded' || !mayReadObject(viewer, row, { hidden, sentToViewer })) return null;
  return { ...row, hidden };
}
