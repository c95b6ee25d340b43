import { and, eq } from 'drizzle-orm';
import { LIMITS } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { objects } from '../db/schema.ts';
import { HttpError } from '../platform/http/errors.ts';
import { detectVideoType } from '../platform/media/video-type.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';

// Uploaded objects as the features that use them see them: their paths, their deletion, and a video
// the browser put straight into the bucket. The objects feature serves and stores them.

export interface ObjectsDeps {
  db: Db;
  storage: ObjectStorage;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An object path (`/objects/uploads/<id>`) or the upload URL's path (`/api/objects/uploads/<id>`). */
const PATH = new RegExp(`^(?:/api)?/objects/uploads/(${UUID})$`);

/** The public path of an uploaded object, as posts store and the client shows it. */
export const objectPath = (id: string) => `/objects/uploads/${id}`;
export const thumbnailPath = (id: string) => `/objects/uploads/${id}/thumb`;

/**
 * The object id of an object path, or of the `uploadURL` that POST /api/objects/upload answered
 * (relative or absolute, with its signed query): what SPEC §7's flow and Uppy send back. Anything
 * else is null.
 */
export function objectIdOf(pathOrUrl: string): string | null {
  const pathname = /^https?:\/\//.test(pathOrUrl) ? safePathname(pathOrUrl) : pathOrUrl.split('?')[0]!;
  return pathname?.match(PATH)?.[1] ?? null;
}

function safePathname(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/** Removes an object's bytes (its row goes with its post). */
export async function deleteObjectFiles(deps: ObjectsDeps, objectId: string) {
  await deps.storage.delete(objectId);
  await deps.storage.delete(`${objectId}.thumb`);
}

/** The 415 of an upload whose bytes are no video we play, when the browser said it sent a video. */
export const unsupportedVideo = () =>
  new HttpError(415, 'UNSUPPORTED_VIDEO', 'Sono accettati solo video MP4, WebM o MOV');

/** The 413 of a video over 100 MB (SPEC §9). */
export const videoTooLarge = () =>
  new HttpError(413, 'VIDEO_TOO_LARGE', 'Il video può pesare al massimo 100 MB');

async function headBytes(deps: ObjectsDeps, key: string): Promise<Buffer> {
  const file = await deps.storage.get(key, { start: 0, end: 63 });
  if (!file) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).subarray(0, 64);
}

/**
 * Completes a video the browser PUT straight into the bucket: at most 100 MB (413) and a video by its
 * magic bytes (415), else its bytes are deleted. Nothing to do for any other object.
 */
export async function finalizeDirectVideo(
  deps: ObjectsDeps,
  objectId: string,
  ownerId: string,
): Promise<void> {
  const direct = deps.storage.direct;
  if (!direct) return;
  const [row] = await deps.db
    .select({ id: objects.id })
    .from(objects)
    .where(
      and(
        eq(objects.id, objectId),
        eq(objects.ownerId, ownerId),
        eq(objects.status, 'pending'),
        eq(objects.kind, 'video'),
      ),
    );
  if (!row) return;
  const size = await direct.size(objectId);
  if (size === null) return;
  const refuse = async (error: HttpError) => {
    await deps.storage.delete(objectId);
    throw error;
  };
  if (size > LIMITS.reelVideoBytes) {
    await refuse(videoTooLarge());
  }
  const type = detectVideoType(await headBytes(deps, objectId));
  if (!type) return refuse(unsupportedVideo());
  await deps.db
    .update(objects)
    .set({ status: 'uploaded', contentType: type, size, uploadedAt: new Date() })
    .where(and(eq(objects.id, objectId), eq(objects.status, 'pending')));
}
