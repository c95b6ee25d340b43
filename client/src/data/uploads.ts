import { objectPathPayload, uploadAnswer } from '@common/schemas/objects.ts';
import { api, errorStatus, isUnauthorizedError, putFile } from '../lib/api.ts';

/** Why an upload failed, mapped to SPEC §8's texts by the caller. */
export type UploadFailure = 'url' | 'invalid' | 'failed';

export class UploadError extends Error {
  readonly kind: UploadFailure;

  constructor(kind: UploadFailure, cause?: unknown) {
    super(`upload ${kind}`, { cause });
    this.name = 'UploadError';
    this.kind = kind;
  }
}

/** Statuses that mean the file or its URL was refused (too big, wrong type, expired or tampered URL). */
const REFUSED = new Set([400, 403, 413, 415]);

/** Maps a failed PUT to SPEC §8's kinds; an expired session stays an unauthorized error. */
export function classifyPutError(error: unknown): unknown {
  if (isUnauthorizedError(error)) return error;
  const status = errorStatus(error);
  return new UploadError(status !== null && REFUSED.has(status) ? 'invalid' : 'failed', error);
}

/**
 * SPEC §7's upload: ask for a signed URL, PUT the file there, make it public with set-acl.
 * Answers the object path to send in the post's imageUrls. A chat photo stays private (`publish: false`):
 * the server lets the two members of its conversation read it.
 */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  { publish = true }: { publish?: boolean } = {},
): Promise<string> {
  let answer: { uploadURL: string; path: string };
  try {
    answer = await api.post('/api/objects/upload', undefined, { schema: uploadAnswer });
  } catch (error) {
    throw isUnauthorizedError(error) ? error : new UploadError('url', error);
  }
  try {
    await putFile(answer.uploadURL, file, { onProgress, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw classifyPutError(error);
  }
  if (!publish) return answer.path;
  try {
    const acl = await api.post(
      '/api/objects/set-acl',
      { objectPath: answer.path },
      { schema: objectPathPayload },
    );
    return acl.path;
  } catch (error) {
    throw isUnauthorizedError(error) ? error : new UploadError('failed', error);
  }
}
