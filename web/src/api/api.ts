import { MESSAGES, type ApiFailure, type ApiResponse } from '@solar/contracts';
import { ApiError } from '../shared/apiError';
import { showError } from '../shared/toast';
import { clearSession, getSessionToken } from './session';

// The error type lives in shared/ so the components that show a failure need not import the client.
export { ApiError };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | undefined;

/**
 * Which bearer token a call carries: the stored session's (the default), none (sign-in and other calls that
 * must not act as the stored user), or one given explicitly (checking a profile before the session is stored).
 */
export type ApiAuth = 'session' | 'none' | { token: string };

export interface ApiRequest {
  method: HttpMethod;
  /** An API path such as '/v1/client/categories/search'. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a FormData (file uploads) is sent as multipart, as it is. */
  body?: unknown;
  signal?: AbortSignal;
  auth?: ApiAuth;
  /** Extra request headers, e.g. the checkout's `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** The success envelope without its markers: the data and the server's message, if it sent one. */
export interface ApiResult<T> {
  data: T;
  message?: string;
}

/**
 * Where API paths are sent: the page's own origin in the browser (''). The server renderer (entry-server.tsx) runs
 * in the gateway's process, which has no page, and sets the gateway's own address.
 */
let apiOrigin = '';

export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

/** Path plus query string; undefined query values are left out. */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls the API on the same origin and returns the `data` of the success envelope, or throws an ApiError. */
export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  return (await apiSend<T>(request)).data;
}

/**
 * Calls the API and returns data and message of the success envelope, or throws an ApiError. This is the one
 * place that notices an expired session: a 401 on a call that carried the stored token, or a failure naming
 * `owner_id` (the cart owner is gone), clears the session and shows the spec's session-timeout toast.
 */
export async function apiSend<T>({ method, path, query, body, signal, auth = 'session', headers: extraHeaders }: ApiRequest): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  // The browser writes a multipart body's Content-Type itself, with its boundary.
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const token = auth === 'session' ? getSessionToken() : auth === 'none' ? undefined : auth.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiOrigin + apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0);
  }

  const envelope = await readJson<ApiResponse<T>>(response);
  if (envelope && envelope.status === 1 && response.ok) return { data: envelope.data, message: envelope.message };

  const failure = envelope && envelope.status === 0 ? (envelope as ApiFailure) : undefined;
  const expired = (auth === 'session' && token !== undefined && response.status === 401) || failure?.errors?.owner_id !== undefined;
  if (expired) endExpiredSession();
  // A non-JSON answer (a proxy's error page) or a success envelope with an error status is still a failure.
  throw new ApiError(response.ok ? 0 : response.status, failure?.error, failure?.errors, expired);
}

function endExpiredSession(): void {
  clearSession();
  showError(MESSAGES.toast.sessionTimeout);
}

async function readJson<T>(response: Response): Promise<T | undefined> {
  try {
    return (await response.json()) as T;
  } catch {
    return undefined;
  }
}

/** SWR keys of API reads: [method, path, query or body]. */
export type ApiKey = readonly ['GET', string, Record<string, QueryValue>?] | readonly ['POST', string, unknown];

/** The request a read's key names: a GET with a query or a POST with a search body. */
export function readRequest([method, path, payload]: ApiKey): ApiRequest {
  return method === 'GET' ? { method, path, query: payload as Record<string, QueryValue> | undefined } : { method, path, body: payload };
}

/** Sends the read a key names, as the stored session (see `useApi` for reads of an owner's data). */
export function apiFetcher<T>(key: ApiKey): Promise<T> {
  return apiRequest<T>(readRequest(key));
}
