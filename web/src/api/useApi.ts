import { useSyncExternalStore } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiFetcher, readRequest, type ApiError, type ApiKey } from './api';
import { asCartOwner, CART_OWNER, SIGNED_IN_OWNER, type Owner, type OwnerSource } from './owner';

/**
 * The one way the web app reads the API: an SWR hook over the api client (./api). Each read hook of this folder
 * (useItem, useCart, usePurchaseHistory, ...) names its read and whose data it is, and hands the rest to `useApi`.
 */

/**
 * A read that is more than sending its key: several calls (the compare list's items, every page of the brands)
 * or one with rules of its own (the cart sends a guest's id once, to take over its lines). `key` names the
 * answer in SWR's cache (the owner is added to it as for any read); `load` fetches it.
 */
export interface ComposedRead<T> {
  key: readonly [string, ...unknown[]];
  load: () => Promise<T>;
}

/** What `useApi` reads: one API call, [method, path, query or body], or a composed read. */
export type ApiRead<T> = ApiKey | ComposedRead<T>;

/**
 * Whose data a read is, which decides its token and its cache key:
 * - 'anyone': public data, one cached answer for every visitor (sent with the session's token, if any);
 * - 'user': the signed-in user's own data, cached per user; nothing is fetched while signed out;
 * - 'cartOwner': the cart owner's (the signed-in user, or else the browser's guest session, see `asCartOwner`).
 */
export type ReadScope = 'anyone' | 'user' | 'cartOwner';

export interface UseApiOptions<T> extends Omit<SWRConfiguration<T, ApiError>, 'fetcher'> {
  /** 'anyone' by default. */
  as?: ReadScope;
}

const NOBODY = (): undefined => undefined;
const NOTHING_TO_WATCH = () => () => undefined;

/**
 * The owner a read of each scope is cached under, in the browser and on the server. A public read has none, so its
 * component does not re-render when the session changes (useSyncExternalStore re-renders synchronously, and the
 * guest session arriving on a first visit would otherwise re-render every reader on the page at once).
 */
const OWNER_OF: Record<ReadScope, OwnerSource<Owner | null | undefined>> = {
  anyone: [NOTHING_TO_WATCH, NOBODY, NOBODY],
  user: SIGNED_IN_OWNER,
  cartOwner: CART_OWNER,
};

/** A plain read's cache key: the read, followed by the owner for an owner's read. */
type PlainKey = readonly [method: ApiKey[0], path: string, payload?: unknown, owner?: Owner];

const isComposed = <T>(read: ApiRead<T>): read is ComposedRead<T> => !Array.isArray(read);

/** A public read's key is the read itself; an owner's read adds the owner, so owners never share an answer. */
function cacheKey<T>(read: ApiRead<T>, owner: Owner | undefined): readonly unknown[] {
  if (isComposed(read)) return owner ? [...read.key, owner] : read.key;
  const [method, path, payload] = read;
  return owner ? [method, path, payload, owner] : read;
}

/** Sends a plain read: a guest's with the guest session's token, any other with the stored session's. */
async function sendPlain<T>(key: PlainKey): Promise<T> {
  const [method, path, payload, owner] = key;
  const read = [method, path, payload] as ApiKey;
  if (owner?.[0] === 'guest') return (await asCartOwner<T>(readRequest(read))).data;
  return apiFetcher<T>(read);
}

/**
 * Reads `read` through SWR; null waits (nothing is fetched). Failures are ApiErrors. `options` are SWR's
 * (keepPreviousData, refreshInterval, fallbackData, ...) plus `as`, whose data the read is.
 */
export function useApi<T>(read: ApiRead<T> | null, { as = 'anyone', ...options }: UseApiOptions<T> = {}): SWRResponse<T, ApiError> {
  const owner = useSyncExternalStore(...OWNER_OF[as]);
  const key = read === null || owner === null ? null : cacheKey(read, owner);
  return useSWR<T, ApiError, readonly unknown[] | null>(
    key,
    (current) => (read !== null && isComposed(read) ? read.load() : sendPlain<T>(current as PlainKey)),
    options,
  );
}
