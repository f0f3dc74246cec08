-- Campaign mailings (issue 21; 001 §2.18 Mis Envíos, §3 Mailing, §5 sending): each send of a campaign is one mailing
-- with a snapshot of what was sent (the campaign may later change or be deleted), and one delivery row per recipient
-- address. The deliveries are the send's work list: a background job (pg-boss, schema pgboss) claims a few rows at a
-- time, sends them and marks them sent, so a send survives restarts and crashes with no address lost or e-mailed
-- twice (each e-mail carries a Message-ID made from its mailing and row, so a retried row is the same message).

CREATE TABLE mailings (
  ppc_id          serial PRIMARY KEY,
  ppc_id_socio    integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  -- The campaign sent; null once the campaign is deleted (the mailing keeps its snapshot).
  ppc_id_campana  integer REFERENCES campaigns (cam_id) ON DELETE SET NULL,
  ppc_fecha       timestamptz NOT NULL DEFAULT now(),
  ppc_remitente   text NOT NULL,
  ppc_asunto      text NOT NULL,
  -- The e-mail's HTML body as sent (built by the server from escaped values).
  ppc_contenido   text NOT NULL,
  -- Its plain-text body.
  ppc_texto       text NOT NULL,
  -- The campaign's image as sent (inline in the e-mail), and its type.
  ppc_imagen      bytea,
  ppc_imagen_tipo text,
  cam_nombre      text NOT NULL,
  cam_titulo      text,
  cam_subtitulo   text,
  -- 'En curso' while deliveries remain, 'Enviado' when all went out, 'Detenido' when the campaign was silenced
  -- during the send.
  ppc_estado      text NOT NULL DEFAULT 'En curso' CHECK (ppc_estado IN ('En curso', 'Enviado', 'Detenido')),
  ppc_terminado   timestamptz
);
CREATE INDEX mailings_member ON mailings (ppc_id_socio, ppc_fecha DESC);
CREATE INDEX mailings_campaign ON mailings (ppc_id_campana);

-- One row per distinct recipient address of a mailing (lower-cased). claimed_until is a worker's lease: a row claimed
-- by a worker that died is claimed again once the lease is over.
CREATE TABLE mailing_deliveries (
  ppc_id        integer NOT NULL REFERENCES mailings (ppc_id) ON DELETE CASCADE,
  seq           integer NOT NULL,
  email         text NOT NULL,
  tas_id        integer,
  sent_at       timestamptz,
  claimed_until timestamptz,
  attempts      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ppc_id, seq),
  UNIQUE (ppc_id, email)
);
-- The rows still to send, for the workers' claims.
CREATE INDEX mailing_deliveries_pending ON mailing_deliveries (ppc_id, seq) WHERE sent_at IS NULL;
