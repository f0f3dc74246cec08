import type { ServerConfig } from '../config';
import type { Queryable } from '../db/db';
import { clearFailures, refundAttempt, takeAttempt, takeDelayedAttempt } from './throttle';

/** Keys of one login attempt: the account as typed (lower case) from one client address. */
interface LoginKeys {
  login: string;
  ip: string;
  address: string;
  accountAddress: string;
  account: string;
}

const keysOf = (login: string, ip: string): LoginKeys => {
  const lower = login.toLowerCase();
  return {
    login: lower,
    ip,
    address: `login-ip:${ip}`,
    accountAddress: `login-user-ip:${lower}|${ip}`,
    account: `login-user:${lower}`,
  };
};

/**
 * Reserves a login attempt before the password is checked (OWASP authentication cheat sheet): per address, per
 * (account, address) and, from an address the account has never logged in from, per account with growing delays.
 * So a burst of parallel guesses gets at most the limit evaluated, an attacker elsewhere is slowed down, and the
 * owner at their usual address still gets in. Returns the keys to settle with loginSucceeded, or null when refused.
 */
export async function reserveLoginAttempt(db: Queryable, config: ServerConfig, login: string, ip: string): Promise<LoginKeys | null> {
  const keys = keysOf(login, ip);
  if (!(await takeAttempt(db, keys.address, config.throttle.loginIp))) return null;
  if (!(await takeAttempt(db, keys.accountAddress, config.throttle.loginUser))) return null;
  const usual = await db.query('SELECT 1 FROM login_usual_addresses WHERE login = $1 AND ip = $2', [keys.login, ip]);
  if (usual.length === 0 && !(await takeDelayedAttempt(db, keys.account, config.throttle.loginAccount))) return null;
  return keys;
}

/** A login went through: its attempt was no failure, and its address becomes a usual one for the account. */
export async function loginSucceeded(db: Queryable, keys: LoginKeys): Promise<void> {
  await refundAttempt(db, keys.address);
  await clearFailures(db, keys.accountAddress);
  await clearFailures(db, keys.account);
  await db.query(
    `INSERT INTO login_usual_addresses (login, ip) VALUES ($1, $2)
     ON CONFLICT (login, ip) DO UPDATE SET last_success = now()`,
    [keys.login, keys.ip],
  );
}
