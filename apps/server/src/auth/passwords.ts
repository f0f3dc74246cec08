import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * log2 of scrypt's N for the hashes made from now on (PASSWORD_HASH_COST, 10 to 20). 15 by default: N = 2^15, r = 8,
 * p = 1, 32 MiB of memory per hash, the OWASP baseline for scrypt, about 0.1 s of CPU per login on a 2-core machine. A
 * stored hash carries its own N and is checked with it, so changing the setting never locks a user out; the test
 * suites use 10 (thousands of logins a run).
 */
export function hashCost(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.PASSWORD_HASH_COST;
  if (value === undefined || value === '') return 15;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 10 || cost > 20) throw new Error(`PASSWORD_HASH_COST must be a whole number from 10 to 20, got '${value}'`);
  return cost;
}

const PARAMS = { N: 2 ** hashCost(), r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, p: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: p.N, r: p.r, p: p.p, maxmem: 128 * p.N * p.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password with scrypt (memory-hard) and a random salt: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

// Checked against unknown users too, so that the answer time does not tell whether a login name exists.
const DUMMY_HASH = hashPassword(randomBytes(12).toString('hex'));

/** Checks a password against a stored hash in constant time; a missing hash is checked against a dummy. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const encoded = stored ?? (await DUMMY_HASH);
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyB64, 'base64');
  const key = await derive(password, Buffer.from(saltB64, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}
