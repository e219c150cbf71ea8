import { hash, verify } from '@node-rs/argon2';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords and security answers: Argon2id (memory-hard) with the library's defaults, which follow the
 * OWASP minimum (19 MiB, 2 passes). The encoded hash carries its own salt and parameters, so they can be
 * raised later without invalidating stored hashes.
 */
export const hashSecret = (secret: string): Promise<string> => hash(secret);

export async function verifySecret(encoded: string, secret: string): Promise<boolean> {
  try {
    return await verify(encoded, secret);
  } catch {
    return false; // a malformed stored hash is a failed check, not a server error
  }
}

/** A hash computed once, so an unknown email costs the same time as a wrong password. */
let decoy: Promise<string> | undefined;
export async function burnVerificationTime(password: string): Promise<void> {
  decoy ??= hash(randomBytes(16).toString('hex'));
  await verifySecret(await decoy, password);
}

/** A six-digit code to type from an email. */
export const newVerificationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A reset token for a link: 256 random bits. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

/**
 * Codes and tokens are stored as keyed hashes: a leaked database does not reveal them, and a six-digit code
 * cannot be brute-forced offline without the key.
 */
export const digestOneTimeSecret = (key: string, value: string): string => createHmac('sha256', key).update(value.trim()).digest('hex');

export function sameDigest(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
