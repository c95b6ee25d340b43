import type { z } from 'zod';

/** A non-ok HTTP answer. Its message is SPEC §7's '{status}: {body text}' (status text when the body is empty). */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query-string values; null and undefined are left out. */
export type QueryParams = Record<string, string | number | null | undefined>;

export interface CallOptions<T> {
  /** The JSON body; sent (as JSON) only when there is one (SPEC §7). */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Lets the request outlive the page (view counts sent while the tab is hidden). */
  keepalive?: boolean;
  /** The zod schema of the answer (common/): the answer is parsed with it. Without one the body is not read. */
  schema?: z.ZodType<T>;
}

/** The path with its query string. */
export function withQuery(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The one way the client talks to the API: credentials always, a JSON body only when there is one, any
 * non-ok answer thrown as an ApiError (SPEC §7), the answer parsed with its response schema.
 */
export async function apiCall<T = void>(
  method: HttpMethod,
  path: string,
  { body, query, signal, keepalive, schema }: CallOptions<T> = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(withQuery(path, query), {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
    keepalive,
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return (schema ? schema.parse(await res.json()) : undefined) as T;
}

/** Shorthands of apiCall per method. */
export const api = {
  get: <T>(path: string, options: Omit<CallOptions<T>, 'body'> & { schema: z.ZodType<T> }) =>
    apiCall('GET', path, options),
  post: <T = void>(path: string, body?: unknown, options: CallOptions<T> = {}) =>
    apiCall('POST', path, { ...options, body }),
  put: <T = void>(path: string, body?: unknown, options: CallOptions<T> = {}) =>
    apiCall('PUT', path, { ...options, body }),
  patch: <T = void>(path: string, body?: unknown, options: CallOptions<T> = {}) =>
    apiCall('PATCH', path, { ...options, body }),
  delete: <T = void>(path: string, options: CallOptions<T> = {}) => apiCall('DELETE', path, options),
};

export interface PutFileOptions {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
  /** The type the bytes are sent as (a presigned PUT is signed for exactly one); the file's own by default. */
  contentType?: string;
  /** Whether the session cookie goes along (not to a presigned bucket URL, which carries its own signature). */
  withCredentials?: boolean;
  /** A PUT silent this long fails as a network error would (SPEC §9's socket timeout); none by default. */
  timeoutMs?: number;
}

/**
 * PUTs a file's bytes to a (signed) upload URL with progress: images and reel videos alike. XMLHttpRequest
 * is the one browser API that reports upload progress; failures are thrown like apiCall's.
 */
export function putFile(
  url: string,
  file: File,
  { onProgress, signal, contentType = file.type, withCredentials = true, timeoutMs }: PutFileOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = withCredentials;
    if (timeoutMs !== undefined) xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new TypeError('Upload network error'));
    xhr.ontimeout = () => reject(new TypeError('Upload timed out'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** An error that means "not signed in" (SPEC §8: starts with 401 and mentions Unauthorized). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The HTTP status of a failed call, or null for a network failure. */
export function errorStatus(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The JSON body of a failed call (the part after '{status}: '), or null when it is not JSON. */
export function errorJson<T extends object>(error: unknown): Partial<T> | null {
  const text =
    error instanceof ApiError
      ? error.bodyText
      : error instanceof Error
        ? error.message.replace(/^\d{3}: /, '')
        : '';
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Partial<T>) : null;
  } catch {
    return null;
  }
}
