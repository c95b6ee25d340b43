import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorJson, errorStatus, isUnauthorizedError } from './api.ts';
import { getQueryFn } from './query-client.ts';

function stubFetch(status: number, body: string, statusText = 'Status') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends credentials and a JSON body only when there is one', async () => {
    const fetchMock = stubFetch(200, '{}');
    await apiRequest('POST', '/api/x', { a: 1 });
    await apiRequest('PUT', '/api/y');
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/x',
      {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{"a":1}',
      },
    ]);
    expect(fetchMock.mock.calls[1]).toEqual([
      '/api/y',
      { method: 'PUT', credentials: 'include', headers: undefined, body: undefined },
    ]);
  });

  it("turns a non-ok answer into '{status}: {body}'", async () => {
    stubFetch(409, '{"message":"Esiste già"}');
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('409: {"message":"Esiste già"}');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(500, '', 'Internal Server Error');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('error helpers', () => {
  it('recognises an unauthorized error', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Credenziali non valide'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
  });

  it('reads the status and the JSON body of a failed call', () => {
    const error = new ApiError(403, 'Forbidden', '{"success":false,"requiresVerification":true}');
    expect(errorStatus(error)).toBe(403);
    expect(errorJson(error)).toEqual({ success: false, requiresVerification: true });
    expect(errorJson(new Error('429: {"message":"Troppi tentativi"}'))).toEqual({
      message: 'Troppi tentativi',
    });
    expect(errorJson(new Error('500: Internal Server Error'))).toBeNull();
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: string[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as Parameters<
      ReturnType<typeof getQueryFn>
    >[0];

  it('GETs the joined query key', async () => {
    const fetchMock = stubFetch(200, '{"count":3}');
    await expect(
      getQueryFn({ on401: 'throw' })(context(['/api/notifications', 'unread-count'])),
    ).resolves.toEqual({
      count: 3,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/notifications/unread-count');
  });

  it('answers null on 401 when asked to, and throws otherwise', async () => {
    stubFetch(401, '{"message":"Unauthorized"}');
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toThrow(/^401: /);
  });
});
