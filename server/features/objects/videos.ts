import { and, eq } from 'drizzle-orm';
import { LIMITS } from '../../../common/constants.ts';
import { objects } from '../../db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { detectVideoType } from '../../platform/media/video-type.ts';
import { completeUpload } from './complete-upload.ts';
import type { ObjectsDeps } from './service.ts';

/** The 415 of an upload whose bytes are no video we play, when the browser said it sent a video. */
export const unsupportedVideo = () =>
  new HttpError(415, 'UNSUPPORTED_VIDEO', 'Sono accettati solo video MP4, WebM o MOV');

/** True when an upload's bytes are a video (MP4, WebM, QuickTime by magic bytes, issue 19). */
export const isVideo = (body: Buffer) => detectVideoType(body.subarray(0, 64)) !== null;

/**
 * Stores the uploaded bytes of a reserved object as a video, up to 100 MB (SPEC §9). The bytes are kept
 * as sent; a reel's processing takes its poster and transcodes it when needed.
 */
export async function storeVideo(deps: ObjectsDeps, objectId: string, ownerId: string, body: Buffer) {
  const type = detectVideoType(body.subarray(0, 64));
  if (!type) throw unsupportedVideo();
  if (body.length > LIMITS.reelVideoBytes) {
    throw new HttpError(413, 'VIDEO_TOO_LARGE', 'Il video può pesare al massimo 100 MB');
  }
  await completeUpload(deps.db, objectId, ownerId, () => deps.storage.put(objectId, body), {
    kind: 'video',
    contentType: type,
    size: body.length,
  });
}

/** Presigned PUTs are valid 15 minutes, like the app's own upload URLs. */
const DIRECT_UPLOAD_SECONDS = 15 * 60;

/**
 * With S3, a video goes straight from the browser to the bucket through a presigned PUT (issue 19):
 * the app never carries its 100 MB. Its bytes are checked when it is used (set-acl or the reel).
 */
export async function startDirectVideoUpload(
  deps: ObjectsDeps,
  ownerId: string,
  request: { contentType?: string; size?: number },
): Promise<{ id: string; uploadURL: string } | null> {
  const direct = deps.storage.direct;
  if (!direct) return null;
  const contentType = request.contentType ?? '';
  if (!/^video\//.test(contentType)) throw unsupportedVideo();
  const size = request.size ?? 0;
  if (size > LIMITS.reelVideoBytes)
    throw new HttpError(413, 'VIDEO_TOO_LARGE', 'Il video può pesare al massimo 100 MB');
  const [row] = await deps.db
    .insert(objects)
    .values({ ownerId, kind: 'video' })
    .returning({ id: objects.id });
  const uploadURL = await direct.uploadUrl(row!.id, {
    contentType,
    size,
    expiresInSeconds: DIRECT_UPLOAD_SECONDS,
  });
  return { id: row!.id, uploadURL };
}

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
    await refuse(new HttpError(413, 'VIDEO_TOO_LARGE', 'Il video può pesare al massimo 100 MB'));
  }
  const type = detectVideoType(await headBytes(deps, objectId));
  if (!type) return refuse(unsupportedVideo());
  await deps.db
    .update(objects)
    .set({ status: 'uploaded', contentType: type, size, uploadedAt: new Date() })
    .where(and(eq(objects.id, objectId), eq(objects.status, 'pending')));
}
