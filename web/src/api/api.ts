import { httpErrorMessage, type ApiFailure, type ApiResponse } from '@solar/contracts';
import { getSessionToken } from './session';

/**
 * A failed API call. `message` is the spec's HTTP-mapped text (MESSAGES.http.*); `error` and `errors` are
 * what the server said, for forms that show field messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached or did not answer with JSON. */
    readonly status: number,
    /** The server's error text, when it sent one. */
    readonly error?: string,
    /** Validation errors: field -> messages. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(httpErrorMessage(status));
  }

  /** Every message the server gave, field messages first; empty when it gave none. */
  get details(): string[] {
    const fieldMessages = Object.values(this.errors ?? {}).flat();
    return this.error ? [...fieldMessages, this.error] : fieldMessages;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | undefined;

export interface ApiRequest {
  method: HttpMethod;
  /** An API path such as '/v1/client/categories/search'. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
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
export async function apiRequest<T>({ method, path, query, body, signal }: ApiRequest): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0);
  }

  const envelope = await readJson<ApiResponse<T>>(response);
  if (envelope && envelope.status === 1 && response.ok) return envelope.data;

  const failure = envelope && envelope.status === 0 ? (envelope as ApiFailure) : undefined;
  // A non-JSON answer (a proxy's error page) or a success envelope with an error status is still a failure.
  throw new ApiError(response.ok ? 0 : response.status, failure?.error, failure?.errors);
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

/** The fetcher behind every SWR hook: a read is a GET with a query or a POST with a search body. */
export function apiFetcher<T>(key: ApiKey): Promise<T> {
  const [method, path, payload] = key;
  return method === 'GET'
    ? apiRequest<T>({ method, path, query: payload as Record<string, QueryValue> | undefined })
    : apiRequest<T>({ method, path, body: payload });
}
