import { LIMITS } from '../../../common/constants.ts';
import { objects } from '../../db/schema.ts';
import { type ObjectsDeps, unsupportedVideo, videoTooLarge } from '../../domain/objects.ts';
import { detectVideoType } from '../../platform/media/video-type.ts';
import { completeUpload } from './complete-upload.ts';

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
    throw videoTooLarge();
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
  if (size > LIMITS.reelVideoBytes) throw videoTooLarge();
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
