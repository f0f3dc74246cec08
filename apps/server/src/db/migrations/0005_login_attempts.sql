-- Login throttling that holds under concurrency and cannot be used to lock a member out (issue 13 items 1, 2).
-- The throttle table now counts attempts before the password is checked (one atomic statement per key), with keys
-- per (account, address), per address and per account; `blocked_until` is also the next moment a delayed account
-- may be tried again. An address a user has logged in from successfully is "usual" for that account: the growing
-- per-account delay that slows an attacker elsewhere does not apply there.
CREATE TABLE login_usual_addresses (
  login        text NOT NULL,
  ip           text NOT NULL,
  last_success timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (login, ip)
);
CREATE INDEX login_usual_addresses_age ON login_usual_addresses (last_success);
