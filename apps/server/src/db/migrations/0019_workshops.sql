-- Promotions (issue 21; 001 §2.18, §3 Workshop, Workshop group): each member's own customers, the workshops, and the
-- groups it keeps them in for its e-mail campaigns. Everything belongs to one member (tas_id_socio, grt_id_socio) and
-- nobody else sees it. Column names follow the spec's wire fields in lower case (tas_nombre ↔ TAS_NOMBRE).

CREATE TABLE workshops (
  tas_id        serial PRIMARY KEY,
  tas_id_socio  integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  tas_nombre    text NOT NULL,
  tas_tipo      text,
  tas_contacto  text,
  tas_comercial text,
  tas_web       text,
  tas_id_pais   integer REFERENCES countries (pai_id),
  tas_provincia text,
  tas_poblacion text,
  tas_direccion text,
  tas_cp        text,
  tas_telefono  text,
  tas_movil     text,
  tas_fax       text,
  tas_email     text,
  tas_email_2   text,
  tas_latitud   double precision,
  tas_longitud  double precision,
  tas_zoom      integer,
  tas_potencial text,
  -- The target of the membership table's foreign key: a workshop joins only groups of its own member.
  UNIQUE (tas_id, tas_id_socio)
);
-- A member's workshops by name (the lists are sorted by name, case-insensitive).
CREATE INDEX workshops_member ON workshops (tas_id_socio, lower(tas_nombre));
CREATE INDEX workshops_country ON workshops (tas_id_pais);

CREATE TABLE workshop_groups (
  grt_id       serial PRIMARY KEY,
  grt_id_socio integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  grt_nombre   text NOT NULL,
  UNIQUE (grt_id, grt_id_socio)
);
CREATE INDEX workshop_groups_member ON workshop_groups (grt_id_socio, lower(grt_nombre));

-- Which workshops a group includes. The member is repeated so that both foreign keys name it: a group of one member
-- can never include another member's workshop, whatever the code does. Deleting a workshop or a group drops its rows.
CREATE TABLE workshop_group_members (
  grt_id  integer NOT NULL,
  tas_id  integer NOT NULL,
  soc_id  integer NOT NULL,
  PRIMARY KEY (grt_id, tas_id),
  FOREIGN KEY (grt_id, soc_id) REFERENCES workshop_groups (grt_id, grt_id_socio) ON DELETE CASCADE,
  FOREIGN KEY (tas_id, soc_id) REFERENCES workshops (tas_id, tas_id_socio) ON DELETE CASCADE
);
CREATE INDEX workshop_group_members_workshop ON workshop_group_members (tas_id);
