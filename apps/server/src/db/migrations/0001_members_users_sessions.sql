-- Members (socios), their points of sale and users, countries, sessions, login throttling,
-- password-reset tokens and the contact book. Column names follow the spec's wire fields in lower case
-- (usr_nombre ↔ USR_NOMBRE) so that queries map 1:1; our own bookkeeping tables use English names.

CREATE TABLE countries (
  pai_id          integer PRIMARY KEY,
  pai_codigo      text NOT NULL UNIQUE,
  pai_descripcion text NOT NULL
);

CREATE TABLE members (
  soc_id           serial PRIMARY KEY,
  soc_codigo       text NOT NULL UNIQUE,
  soc_nombre       text NOT NULL,
  soc_contacto     text,
  soc_direccion    text,
  soc_poblacion    text,
  soc_provincia    text,
  soc_cp           text,
  soc_telefono     text,
  soc_mail         text,
  soc_cif          text NOT NULL UNIQUE,
  soc_latitud      double precision,
  soc_longitud     double precision,
  soc_zoom         integer,
  soc_id_documento integer,
  soc_id_pais      integer NOT NULL REFERENCES countries (pai_id)
);

CREATE TABLE points_of_sale (
  socpv_id        serial PRIMARY KEY,
  socpv_id_socio  integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  socpv_nombre    text NOT NULL,
  socpv_direccion text,
  socpv_cp        text,
  socpv_poblacion text,
  socpv_provincia text,
  socpv_telefono  text,
  socpv_fax       text,
  socpv_mail      text,
  socpv_latitud   double precision,
  socpv_longitud  double precision,
  socpv_zoom      integer
);
CREATE INDEX points_of_sale_member ON points_of_sale (socpv_id_socio);

CREATE TABLE users (
  usr_id                              serial PRIMARY KEY,
  usr_id_socio                        integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  usr_nombre                          text NOT NULL,
  usr_apellidos                       text NOT NULL DEFAULT '',
  usr_mail                            text NOT NULL,
  usr_clave                           text NOT NULL,
  usr_pwd_hash                        text,
  usr_ultvisit                        timestamptz,
  usr_id_idioma                       integer NOT NULL DEFAULT 1,
  usr_id_documento                    integer,
  usr_administrar_cuentas             boolean NOT NULL DEFAULT false,
  usr_perm_infos                      boolean NOT NULL DEFAULT false,
  usr_perm_condiciones_personalizadas boolean NOT NULL DEFAULT false,
  usr_perm_netos                      boolean NOT NULL DEFAULT false,
  usr_perm_estudios                   boolean NOT NULL DEFAULT false,
  usr_perm_documentos                 boolean NOT NULL DEFAULT false,
  usr_perm_identidad                  boolean NOT NULL DEFAULT false,
  usr_perm_consumos                   boolean NOT NULL DEFAULT false,
  usr_perm_redes                      boolean NOT NULL DEFAULT false,
  usr_perm_tarifas                    boolean NOT NULL DEFAULT false,
  usr_perm_condiciones                boolean NOT NULL DEFAULT false,
  usr_perm_condiciones_entre_socios   boolean NOT NULL DEFAULT false,
  usr_perm_promociones                boolean NOT NULL DEFAULT false,
  usr_perm_buscar_matricula           boolean NOT NULL DEFAULT false
);
-- Login names and e-mail addresses are unique whatever their case.
CREATE UNIQUE INDEX users_login ON users (lower(usr_clave));
CREATE UNIQUE INDEX users_mail ON users (lower(usr_mail));
CREATE INDEX users_member ON users (usr_id_socio);

-- Server-side sessions: only the sha256 of the cookie's random id is stored.
CREATE TABLE sessions (
  id_hash     bytea PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (usr_id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  last_seen   timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  ip          text,
  user_agent  text
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Failure counters for throttling (login per account and per address, recovery per address).
CREATE TABLE throttle (
  key           text PRIMARY KEY,
  failures      integer NOT NULL,
  window_start  timestamptz NOT NULL,
  blocked_until timestamptz
);

-- Single-use password-reset links: only the sha256 of the token is stored.
CREATE TABLE password_resets (
  token_hash bytea PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (usr_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX password_resets_user ON password_resets (user_id);

CREATE TABLE contact_groups (
  grpc_id          serial PRIMARY KEY,
  grpc_id_usuario  integer NOT NULL REFERENCES users (usr_id) ON DELETE CASCADE,
  grpc_descripcion text NOT NULL
);
CREATE INDEX contact_groups_user ON contact_groups (grpc_id_usuario);

CREATE TABLE contacts (
  cont_id                serial PRIMARY KEY,
  cont_id_usuario        integer NOT NULL REFERENCES users (usr_id) ON DELETE CASCADE,
  cont_nombre            text NOT NULL,
  cont_mail              text NOT NULL,
  cont_telefono          text,
  cont_movil             text,
  cont_id_grupo_contacto integer REFERENCES contact_groups (grpc_id) ON DELETE SET NULL
);
CREATE INDEX contacts_user ON contacts (cont_id_usuario);

-- Which parts of the demo data have been loaded, so that later parts can be added to an existing database.
CREATE TABLE seed_parts (
  part       text PRIMARY KEY,
  scale      integer NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
