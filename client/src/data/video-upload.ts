import { LIMITS } from '@common/constants.ts';
import { objectPathPayload, uploadAnswer } from '@common/schemas/objects.ts';
import { ApiError, api, isUnauthorizedError, putFile } from '../lib/api.ts';
import { UploadError } from './uploads.ts';

/**
 * SPEC §9's upload widget constants. Multipart applies above 100 MB, which is also the largest video
 * accepted (SPEC §5), so every reel goes in one PUT; the retries and the socket timeout apply to it.
 */
export const UPLOAD_WIDGET = {
  multipartAboveBytes: 100 * 1024 * 1024,
  minPartBytes: 5 * 1024 * 1024,
  maxParts: 10_000,
  concurrentUploads: 6,
  retryDelaysMs: [0, 1000, 3000, 5000],
  retries: 10,
  socketTimeoutMs: 5 * 60_000,
} as const;

/** The delay before retry `n` (1-based): 0, 1, 3, 5, 5, … seconds. */
export const retryDelay = (n: number) =>
  UPLOAD_WIDGET.retryDelaysMs[Math.min(n - 1, UPLOAD_WIDGET.retryDelaysMs.length - 1)]!;

/** A failure worth another try: the network, a timeout, or the server being momentarily unable. */
export const isRetryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

export interface VideoUploadEvents {
  onProgress: (fraction: number) => void;
  /** A try failed and another starts after its delay. */
  onRetry?: (attempt: number) => void;
}

/** The outcome: the object path, and false when set-acl failed ('Video caricato (anteprima limitata)'). */
export interface UploadedVideo {
  path: string;
  aclSet: boolean;
}

/** The type the file is sent with; a presigned PUT is signed for exactly this one. */
const contentTypeOf = (file: File) => file.type || 'application/octet-stream';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Upload aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * SPEC §7's upload for a reel's video: a signed URL, a PUT with progress retried per SPEC §9, then
 * set-acl. A failed set-acl still answers the video (SPEC §8), with `aclSet` false.
 */
export async function uploadVideo(
  file: File,
  events: VideoUploadEvents,
  signal: AbortSignal,
): Promise<UploadedVideo> {
  if (file.size > LIMITS.reelVideoBytes) throw new UploadError('invalid');
  let answer: { uploadURL: string; path: string };
  try {
    // Type and size let an S3-backed server answer a presigned PUT straight into its bucket.
    answer = await api.post(
      '/api/objects/upload',
      { kind: 'video', contentType: contentTypeOf(file), size: file.size },
      { schema: uploadAnswer },
    );
  } catch (error) {
    throw isUnauthorizedError(error) ? error : new UploadError('url', error);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      await putFile(answer.uploadURL, file, {
        onProgress: events.onProgress,
        signal,
        contentType: contentTypeOf(file),
        // The session cookie goes to the app only; a presigned bucket URL carries its own signature.
        withCredentials: new URL(answer.uploadURL, window.location.href).origin === window.location.origin,
        timeoutMs: UPLOAD_WIDGET.socketTimeoutMs,
      });
      break;
    } catch (error) {
      if (signal.aborted || isUnauthorizedError(error)) throw error;
      if (!isRetryable(error)) throw new UploadError('invalid', error);
      if (attempt >= UPLOAD_WIDGET.retries) throw new UploadError('failed', error);
      events.onRetry?.(attempt + 1);
      await wait(retryDelay(attempt + 1), signal);
    }
  }
  events.onProgress(1);
  try {
    const acl = await api.post(
      '/api/objects/set-acl',
      { objectPath: answer.path },
      { schema: objectPathPayload },
    );
    return { path: acl.path, aclSet: true };
  } catch (error) {
    if (isUnauthorizedError(error)) throw error;
    return { path: answer.path, aclSet: false };
  }
}
