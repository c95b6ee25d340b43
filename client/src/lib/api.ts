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

/** Throws an ApiError for any non-ok response. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

/** Sends a request with the session cookie; the body goes as JSON only when there is one (SPEC §7). */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
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
