import { z } from '@common/zod-it.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiCall, errorJson, errorStatus, isUnauthorizedError, withQuery } from './api.ts';

function stubFetch(status: number, body: string, statusText = 'Status') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiCall', () => {
  it('sends credentials and a JSON body only when there is one', async () => {
    const fetchMock = stubFetch(200, '{}');
    await apiCall('POST', '/api/x', { body: { a: 1 } });
    await api.put('/api/y');
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{"a":1}',
      }),
    ]);
    expect(fetchMock.mock.calls[1]).toEqual([
      '/api/y',
      expect.objectContaining({ method: 'PUT', credentials: 'include', headers: undefined, body: undefined }),
    ]);
  });

  it("turns a non-ok answer into '{status}: {body}'", async () => {
    stubFetch(409, '{"message":"Esiste già"}');
    await expect(api.post('/api/x', {})).rejects.toThrow('409: {"message":"Esiste già"}');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(500, '', 'Internal Server Error');
    await expect(apiCall('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it('parses the answer with its response schema, and refuses one that does not fit', async () => {
    const count = z.object({ count: z.number().int() });
    stubFetch(200, '{"count":3,"extra":true}');
    await expect(api.get('/api/n', { schema: count })).resolves.toEqual({ count: 3 });
    stubFetch(200, '{"count":"tre"}');
    await expect(api.get('/api/n', { schema: count })).rejects.toThrow();
  });

  it('writes the query string, leaving out what is not set', async () => {
    expect(withQuery('/api/posts', { limit: 20, before: undefined, category: null })).toBe(
      '/api/posts?limit=20',
    );
    expect(withQuery('/api/posts')).toBe('/api/posts');
    const fetchMock = stubFetch(200, '[]');
    await api.get('/api/posts', { schema: z.array(z.unknown()), query: { before: 'a b' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/posts?before=a+b');
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
