import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, readJson } from './api-request.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends JSON with its content type only when there is a payload, always with credentials', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/contacts', { a: 1 });
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    await apiRequest('DELETE', '/api/thing');
    expect(fetchMock.mock.calls[1]?.[1]).toEqual({ method: 'DELETE', credentials: 'include' });
  });

  it('turns a failed response into "status: body", or the status text when the body is empty', async () => {
    stubFetch(new Response('{"error":"nope"}', { status: 400 }));
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow('400: {"error":"nope"}');
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('exposes Retry-After and the parsed error body', async () => {
    stubFetch(new Response('{"error":"slow down"}', { status: 429, headers: { 'retry-after': '42' } }));
    const error = (await apiRequest('POST', '/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.body?.error).toBe('slow down');
  });
});

describe('readJson (the default data reader)', () => {
  it('GETs the query key joined with "/" and parses JSON', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    expect(await readJson(['/api', 'admin', 'leads'])).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/leads');
  });

  it('throws on 401 by default and returns null when told to', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(readJson(['/api/me'])).rejects.toThrow('401: Unauthorized');
    stubFetch(new Response('', { status: 401 }));
    expect(await readJson(['/api/me'], 'returnNull')).toBeNull();
  });
});
