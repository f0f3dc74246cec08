import { createHash, randomBytes } from 'node:crypto';

/** A new random token of 256 bits, URL-safe (session ids and reset links). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 of a token: what the database stores instead of the token itself. */
export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
