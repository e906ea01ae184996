/** A non-2xx answer from our own server. The message is "status: body" (spec section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ error, fields }` answer, when it sent one. */
  get body(): { error?: string; fields?: Record<string, string> } | null {
    try {
      return JSON.parse(this.bodyText) as { error?: string; fields?: Record<string, string> };
    } catch {
      return null;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  const retryAfter = response.headers.get('retry-after');
  throw new ApiError(response.status, text, response.statusText, retryAfter ? Number(retryAfter) : null);
}

/**
 * Calls the product's own server: cookies included, and a JSON body with its content type only
 * when there is a payload (spec section 7); `headers` for a credential that must stay out of the address.
 */
export async function apiRequest(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const sent = payload === undefined ? { headers } : { headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(payload) };
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(Object.keys(sent.headers).length > 0 ? sent : {}),
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default data reader: GET of the query key parts joined with "/", parsed as JSON. */
export async function readJson<T>(queryKey: readonly string[], on401: UnauthorizedBehavior = 'throw'): Promise<T | null> {
  const response = await fetch(queryKey.join('/'), { credentials: 'include' });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
