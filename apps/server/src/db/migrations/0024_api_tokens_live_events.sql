-- Personal API tokens (Mi Perfil › Acceso API): a member's shop system calls the API as one user, with that user's
-- permission flags and member. Only the sha256 of a token is stored (it holds 256 random bits, so a plain hash is
-- enough: nothing to guess). A revoked token keeps its row (revoked_at) so that the change log still names it; every
-- call reads the row, so a revoke or an expiry is refused at once on every instance.
CREATE TABLE api_tokens (
  tok_id          serial PRIMARY KEY,
  tok_id_usuario  integer NOT NULL REFERENCES users (usr_id) ON DELETE CASCADE,
  tok_nombre      text NOT NULL,
  tok_alcance     text NOT NULL CHECK (tok_alcance IN ('lectura', 'pedidos')),
  tok_hash        bytea NOT NULL UNIQUE,
  tok_creado      timestamptz NOT NULL DEFAULT now(),
  tok_ultimo_uso  timestamptz,
  tok_caduca      timestamptz NOT NULL,
  tok_revocado    timestamptz
);
-- A user's tokens in Mi Perfil.
CREATE INDEX api_tokens_user ON api_tokens (tok_id_usuario, tok_id DESC);

-- The change log gains the actions on tokens and the orders placed with one ('Alta' and 'Baja' already exist; an
-- order placed with a token is an 'Alta' of the field 'Pedido …').

-- Live events of the open portal (GET /api/Eventos, Server-Sent Events): one row per event, numbered by the sequence,
-- so that a browser reconnecting with Last-Event-ID gets what it missed. ev_id_socio is the member the event is for
-- (NULL: every member, a news item). Only a window of the latest events is kept: the insert trigger deletes the rows
-- 5,000 events behind (a browser away for longer reloads its lists anyway).
CREATE TABLE live_events (
  ev_id       bigserial PRIMARY KEY,
  ev_id_socio integer REFERENCES members (soc_id) ON DELETE CASCADE,
  ev_tipo     text NOT NULL CHECK (ev_tipo IN ('pedido', 'noticia')),
  ev_datos    jsonb NOT NULL,
  ev_fecha    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_member ON live_events (ev_id_socio, ev_id);

-- Every event is announced at commit to every server instance (NOTIFY socios_events with the event as JSON; an event
-- is a few ids and words, far below NOTIFY's 8,000-byte limit), which pushes it to the streams of its member.
CREATE FUNCTION live_event_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('socios_events', json_build_object(
    'id', NEW.ev_id, 'socio', NEW.ev_id_socio, 'tipo', NEW.ev_tipo, 'datos', NEW.ev_datos)::text);
  DELETE FROM live_events WHERE ev_id <= NEW.ev_id - 5000;
  RETURN NULL;
END;
$$;
CREATE TRIGGER live_events_published AFTER INSERT ON live_events
  FOR EACH ROW EXECUTE FUNCTION live_event_published();

-- An order placed: an event for the seller ('recibido') and for the buyer ('realizado'); a change of state: an event
-- for both. Written by the order's own statement, so whoever places or moves an order (any instance, any call) is
-- heard, and a rolled-back order announces nothing.
CREATE FUNCTION order_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.ped_estado IS NOT DISTINCT FROM OLD.ped_estado THEN
    RETURN NULL;
  END IF;
  INSERT INTO live_events (ev_id_socio, ev_tipo, ev_datos) VALUES
    (NEW.ped_id_vendedor, 'pedido', json_build_object('id', NEW.ped_id, 'numero', NEW.ped_numero, 'estado', NEW.ped_estado,
       'tipo', 'recibidos', 'nuevo', TG_OP = 'INSERT')),
    (NEW.ped_id_comprador, 'pedido', json_build_object('id', NEW.ped_id, 'numero', NEW.ped_numero, 'estado', NEW.ped_estado,
       'tipo', 'realizados', 'nuevo', TG_OP = 'INSERT'));
  RETURN NULL;
END;
$$;
CREATE TRIGGER orders_event_ins AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION order_event();
CREATE TRIGGER orders_event_upd AFTER UPDATE OF ped_estado ON orders FOR EACH ROW EXECUTE FUNCTION order_event();

-- A news item published (inserted with a publication date of today or before): an event for every member (the
-- portal then reads its unread count, which applies the country of each member). An item dated in the future is
-- not announced when its day comes; the portal's count catches up on its next read.
CREATE FUNCTION news_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.not_fecha_publicacion <= current_date THEN
    INSERT INTO live_events (ev_id_socio, ev_tipo, ev_datos)
    VALUES (NULL, 'noticia', json_build_object('id', NEW.not_id, 'titulo', NEW.not_titulo));
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER news_event_ins AFTER INSERT ON news FOR EACH ROW EXECUTE FUNCTION news_event();
