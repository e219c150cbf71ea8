/**
 * The browser's storages, or undefined where there is none (server rendering, tests without a DOM, privacy
 * modes whose storage getter throws). Callers treat undefined as "nothing remembered".
 */
export function localStore(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
