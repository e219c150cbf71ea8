import { MESSAGES } from '@solar/contracts';
import { ApiError, apiFetcher, apiRequest, apiSend, apiUrl } from './api';
import { SESSION_PROFILE_KEY, SESSION_TOKEN_KEY, SESSION_USER_KEY } from './session';

/** A minimal localStorage for the token tests (Node has none by default). */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  let fetchMock: jest.SpiedFunction<typeof fetch>;

  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });

  afterEach(() => {
    fetchMock.mockRestore();
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  const sentRequest = () => {
    const [url, init] = fetchMock.mock.calls[0];
    return { url, init: init as RequestInit, headers: (init as RequestInit).headers as Record<string, string> };
  };

  it('sends a FormData body as multipart, leaving its Content-Type to fetch', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { status: 1, success: true, data: { uuid: 'f-1' }, message: 'stored' }));
    const form = new FormData();
    form.append('type', 'image');
    const answer = await apiSend({ method: 'POST', path: '/v1/client/file', body: form });
    expect(answer).toEqual({ data: { uuid: 'f-1' }, message: 'stored' });
    const { init, headers } = sentRequest();
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('posts the body as JSON and returns the data of the success envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 1, success: true, data: [{ id: 1 }] }));

    await expect(apiRequest({ method: 'POST', path: '/v1/client/categories/search', body: {} })).resolves.toEqual([{ id: 1 }]);

    const { url, init, headers } = sentRequest();
    expect(url).toBe('/v1/client/categories/search');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
  });

  it('adds the stored session token as a bearer token', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_TOKEN_KEY, 'abc.def.ghi');
    (globalThis as { localStorage?: unknown }).localStorage = storage;
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 1, success: true, data: null }));

    await apiRequest({ method: 'GET', path: '/v1/client/brands' });

    expect(sentRequest().headers.Authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends no token when told so, and a given token instead of the stored one', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_TOKEN_KEY, 'stored');
    (globalThis as { localStorage?: unknown }).localStorage = storage;
    fetchMock.mockImplementation(async () => jsonResponse(200, { status: 1, success: true, data: null, message: 'Done' }));

    await expect(apiSend({ method: 'POST', path: '/v1/client/login', body: {}, auth: 'none' })).resolves.toEqual({ data: null, message: 'Done' });
    await apiRequest({ method: 'GET', path: '/v1/client/my-profile/edit', auth: { token: 'fresh' } });

    const headers = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).headers as Record<string, string>);
    expect(headers[0].Authorization).toBeUndefined();
    expect(headers[1].Authorization).toBe('Bearer fresh');
  });

  it('ends the stored session on a 401 to a call that carried its token, and only then', async () => {
    const storage = new MemoryStorage();
    const signIn = () => {
      storage.setItem(SESSION_TOKEN_KEY, 'stale');
      storage.setItem(SESSION_USER_KEY, '{"user":{"id":"u","firstname":"A","lastname":"B"},"role":["customer"]}');
      storage.setItem(SESSION_PROFILE_KEY, '{"id":"u"}');
    };
    (globalThis as { localStorage?: unknown }).localStorage = storage;
    fetchMock.mockImplementation(async () => jsonResponse(401, { status: 0, success: false, error: 'Unauthenticated.' }));

    signIn();
    await expect(apiRequest({ method: 'GET', path: '/v1/client/my-profile/edit', auth: { token: 'other' } })).rejects.toMatchObject({ sessionExpired: false });
    await expect(apiRequest({ method: 'POST', path: '/v1/client/login', body: {}, auth: 'none' })).rejects.toMatchObject({ sessionExpired: false });
    expect(storage.getItem(SESSION_TOKEN_KEY)).toBe('stale');

    await expect(apiRequest({ method: 'GET', path: '/v1/client/my-profile/edit' })).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect([SESSION_TOKEN_KEY, SESSION_USER_KEY, SESSION_PROFILE_KEY].map((key) => storage.getItem(key))).toEqual([null, null, null]);
  });

  it('sends a GET with its query string and no body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 1, success: true, data: { items: [] } }));

    await apiFetcher(['GET', '/v1/client/brands', { page: 1, limit: 10 }]);

    const { url, init, headers } = sentRequest();
    expect(url).toBe('/v1/client/brands?page=1&limit=10');
    expect(init.body).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it.each([
    [500, MESSAGES.http.serverError],
    [404, MESSAGES.http.notFound],
    [401, MESSAGES.http.sessionExpired],
    [422, MESSAGES.http.other],
  ])('turns a %i failure into an ApiError with the mapped message and what the server said', async (status, message) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { status: 0, success: false, error: 'Nope', errors: { email: ['A valid email is required'] } }));

    const error = await apiRequest({ method: 'POST', path: '/v1/client/items/search', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message, error: 'Nope', errors: { email: ['A valid email is required'] } });
    expect((error as ApiError).details).toEqual(['A valid email is required', 'Nope']);
  });

  it('reports an answer that is not JSON (a proxy error page) with its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));

    await expect(apiRequest({ method: 'GET', path: '/v1/client/brands' })).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.http.other,
      error: undefined,
    });
  });

  it('reports an unreachable server as status 0 with the generic message', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));

    await expect(apiRequest({ method: 'GET', path: '/v1/client/brands' })).rejects.toMatchObject({ status: 0, message: MESSAGES.http.other });
  });

  it('lets an aborted request fail as an abort, not as a server error', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));

    await expect(apiRequest({ method: 'GET', path: '/v1/client/brands', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiUrl', () => {
  it('leaves out undefined query values', () => {
    expect(apiUrl('/v1/client/brands', { page: 2, limit: undefined })).toBe('/v1/client/brands?page=2');
    expect(apiUrl('/v1/client/brands')).toBe('/v1/client/brands');
  });
});
