-- A brand's tariff version (issue 17), raised whenever the positions of its lines or of its nets are written again
-- (modules/tariffs/positions.ts, netPositions.ts): a server that keeps a brand's orders in memory to page a reference
-- search by any column (modules/tariffs/orders.ts) compares it, one key probe, to know when its copy is stale — on
-- every instance, whichever one loaded the tariff.
CREATE TABLE tariff_versions (
  marca   integer PRIMARY KEY REFERENCES brands (mar_id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 1
);
