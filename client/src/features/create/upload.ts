import type { UploadAnswer } from '../../../../common/schemas/objects.ts';
import { ApiError, apiRequest, errorStatus, isUnauthorizedError } from '../../lib/api.ts';

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

/** PUTs the bytes with XMLHttpRequest, the one browser API that reports upload progress. */
export function putWithProgress(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new TypeError('Upload network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * SPEC §7's upload: ask for a signed URL, PUT the file there, make it public with set-acl.
 * Answers the object path to send in the post's imageUrls.
 */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<string> {
  let answer: UploadAnswer;
  try {
    answer = (await (await apiRequest('POST', '/api/objects/upload')).json()) as UploadAnswer;
  } catch (error) {
    throw isUnauthorizedError(error) ? error : new UploadError('url', error);
  }
  try {
    await putWithProgress(answer.uploadURL, file, onProgress, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw classifyPutError(error);
  }
  try {
    const acl = (await (
      await apiRequest('POST', '/api/objects/set-acl', { objectPath: answer.path })
    ).json()) as {
      path?: string;
    };
    return acl.path ?? answer.path;
  } catch (error) {
    throw isUnauthorizedError(error) ? error : new UploadError('failed', error);
  }
}
