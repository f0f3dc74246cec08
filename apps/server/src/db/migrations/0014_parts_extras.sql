-- Beyond the spec, around the parts search (issue 18).
--
-- The vehicles each user opened lately ('Vehículos recientes' in the parts header), kept on the server so that they
-- follow the user to any browser. A copy of the vehicle's names is kept with its ids, so that the list reads the same
-- whichever catalogue (built-in or TecDoc) answered; the server keeps the last 10.
CREATE TABLE recent_vehicles (
  usr_id      integer NOT NULL REFERENCES users (usr_id) ON DELETE CASCADE,
  mot_id      integer NOT NULL,
  fab_id      integer NOT NULL,
  fabricante  text NOT NULL,
  mod_id      integer NOT NULL,
  modelo      text NOT NULL,
  motor       text NOT NULL,
  bastidor    text,
  opened_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (usr_id, mot_id)
);
CREATE INDEX recent_vehicles_user ON recent_vehicles (usr_id, opened_at DESC);
-- The VIN search (beyond the spec) finds a registered vehicle by its chassis number.
CREATE INDEX vehicle_plates_bastidor ON vehicle_plates (bastidor);

-- Answers of a TecDoc Pegasus 3.0 account (when TECDOC_API_KEY is set), by the hash of the request, reused until they
-- expire (TECDOC_CACHE_HOURS): shared by every server instance and kept across restarts, so that an account's quota
-- is spent once per question.
CREATE TABLE tecdoc_cache (
  clave      text PRIMARY KEY,
  funcion    text NOT NULL,
  respuesta  jsonb NOT NULL,
  caduca     timestamptz NOT NULL
);
CREATE INDEX tecdoc_cache_expiry ON tecdoc_cache (caduca);
