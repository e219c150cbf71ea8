import { createSecretKey, type KeyObject } from 'node:crypto';

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');
export interface AuthOptions {
  jwtSecret: string;
  jwtTtlSeconds: number;
}

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key of `jwtSecret` as a KeyObject, made once. jsonwebtoken turns a string secret into a key on
 * every sign and verify, first by trying it as a public key and catching the failure: a third of the CPU
 * of a token-carrying request. With a KeyObject it does neither.
 */
export function jwtKeyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
