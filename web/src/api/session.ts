/**
 * Where the signed-in user's token is kept between visits. Sign-in stores it, sign-out clears it, and the
 * API fetcher sends it as `Authorization: Bearer <token>`.
 */
export const SESSION_TOKEN_KEY = 'solar.session.token';

/** localStorage, or undefined where there is none (server rendering, tests, privacy modes that throw). */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const getSessionToken = (): string | undefined => storage()?.getItem(SESSION_TOKEN_KEY) || undefined;

export const setSessionToken = (token: string): void => storage()?.setItem(SESSION_TOKEN_KEY, token);

export const clearSessionToken = (): void => storage()?.removeItem(SESSION_TOKEN_KEY);
