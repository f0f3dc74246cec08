-- The built-in parts catalogue (001 §2.10, §3 Vehicle by plate / Manufacturer / Model / Engine / Assembly group /
-- Article): vehicles from manufacturer to engine, the assembly-group tree with its shortcuts, the articles of the
-- group's brands with which engines they fit, and Spanish plates. A TecDoc account can stand in for it (the server's
-- Catalogue interface); these tables are what answers without one.

-- Vehicle makers; about 50 are 'main' (the logo grid), the rest are in the alphabetical list. WMI: the first three
-- characters of the VINs they issue.
CREATE TABLE vehicle_manufacturers (
  fab_id        integer PRIMARY KEY,
  fab_nombre    text NOT NULL UNIQUE,
  fab_principal boolean NOT NULL DEFAULT false,
  fab_color     text NOT NULL DEFAULT '#1f3a5f',
  fab_wmi       text[] NOT NULL DEFAULT '{}'
);

-- Models, built from one month to another (none: still built).
CREATE TABLE vehicle_models (
  mod_id            serial PRIMARY KEY,
  mod_id_fabricante integer NOT NULL REFERENCES vehicle_manufacturers (fab_id) ON DELETE CASCADE,
  mod_nombre        text NOT NULL,
  mod_desde         date NOT NULL,
  mod_hasta         date,
  CHECK (mod_hasta IS NULL OR mod_hasta >= mod_desde)
);
CREATE INDEX vehicle_models_maker ON vehicle_models (mod_id_fabricante, mod_nombre);

-- Engines (types) of a model, with the vehicle data sheet; mot_id is also the TecDoc number of the type.
CREATE TABLE vehicle_engines (
  mot_id          serial PRIMARY KEY,
  mot_id_modelo   integer NOT NULL REFERENCES vehicle_models (mod_id) ON DELETE CASCADE,
  mot_nombre      text NOT NULL,
  mot_codigos     text[] NOT NULL DEFAULT '{}',
  mot_desde       date NOT NULL,
  mot_hasta       date,
  mot_kw          integer NOT NULL CHECK (mot_kw > 0),
  mot_cv          integer NOT NULL CHECK (mot_cv > 0),
  mot_cc          integer CHECK (mot_cc > 0),
  mot_carroceria  text,
  mot_traccion    text,
  mot_cilindros   smallint,
  mot_valvulas    smallint,
  mot_tipo_motor  text,
  mot_combustible text,
  mot_combustion  text,
  -- Which articles fit: the engine's fitment class (articles of the same class fit it).
  mot_clase       integer NOT NULL,
  CHECK (mot_hasta IS NULL OR mot_hasta >= mot_desde)
);
CREATE INDEX vehicle_engines_model ON vehicle_engines (mot_id_modelo);

-- Spanish plates (and the chassis number) of known vehicles: a plate may match several engines.
CREATE TABLE vehicle_plates (
  matricula text NOT NULL,
  mot_id    integer NOT NULL REFERENCES vehicle_engines (mot_id) ON DELETE CASCADE,
  bastidor  text,
  PRIMARY KEY (matricula, mot_id)
);

-- Shortcuts: icon buttons that narrow the first level of the tree to a few groups.
CREATE TABLE assembly_shortcuts (
  atj_id     integer PRIMARY KEY,
  atj_nombre text NOT NULL,
  atj_orden  integer NOT NULL DEFAULT 0
);

-- The assembly-group tree, at most 4 levels: parent1 is the direct parent, parent2 the one above, parent3 the top.
CREATE TABLE assembly_groups (
  grp_id       integer PRIMARY KEY,
  grp_nombre   text NOT NULL,
  grp_parent1  integer REFERENCES assembly_groups (grp_id),
  grp_parent2  integer REFERENCES assembly_groups (grp_id),
  grp_parent3  integer REFERENCES assembly_groups (grp_id),
  grp_orden    integer NOT NULL DEFAULT 0
);
CREATE INDEX assembly_groups_parent ON assembly_groups (grp_parent1);

CREATE TABLE assembly_shortcut_groups (
  atj_id integer NOT NULL REFERENCES assembly_shortcuts (atj_id) ON DELETE CASCADE,
  grp_id integer NOT NULL REFERENCES assembly_groups (grp_id) ON DELETE CASCADE,
  PRIMARY KEY (atj_id, grp_id)
);

-- Generic articles ('Disco de freno'), each in one group of the tree.
CREATE TABLE generic_articles (
  gen_id     integer PRIMARY KEY,
  gen_nombre text NOT NULL,
  gen_id_grupo integer NOT NULL REFERENCES assembly_groups (grp_id)
);

-- The articles of the group's brands (001 §3 Article): reference, EAN, attributes ('Name: value|…'), commercial
-- equivalents, OE numbers ('BRAND:reference|…'), image, PVP and the group's net, and the Blanca/Destacada/Nexus/
-- Homologada flags; art_clase is the fitment class of the engines it fits.
CREATE TABLE catalogue_articles (
  art_id           serial PRIMARY KEY,
  art_referencia   text NOT NULL,
  art_id_marca     integer NOT NULL REFERENCES brands (mar_id),
  art_id_generico  integer NOT NULL REFERENCES generic_articles (gen_id),
  art_ean          text,
  art_atributos    text NOT NULL DEFAULT '',
  art_equivalencias text NOT NULL DEFAULT '',
  art_oen          text NOT NULL DEFAULT '',
  art_imagen       text,
  art_pvp          numeric(12, 2) NOT NULL CHECK (art_pvp >= 0),
  art_neto         numeric(12, 2) CHECK (art_neto >= 0),
  art_blanca       boolean NOT NULL DEFAULT false,
  art_destacada    boolean NOT NULL DEFAULT false,
  art_nexus        boolean NOT NULL DEFAULT false,
  art_homologada   boolean NOT NULL DEFAULT false,
  art_clase        integer NOT NULL,
  UNIQUE (art_id_marca, art_referencia)
);
-- The reference search: prefix of the reference without punctuation, case ignored.
CREATE INDEX catalogue_articles_reference ON catalogue_articles (upper(regexp_replace(art_referencia, '[\s.\-/]', '', 'g')) text_pattern_ops);
-- Articles by fitment class and generic (the articles of an engine and a group).
CREATE INDEX catalogue_articles_class ON catalogue_articles (art_clase, art_id_generico);

-- The OE numbers of each article, one per row without punctuation: the reference search finds an OE number by prefix
-- through this index instead of reading every article's list.
CREATE TABLE catalogue_article_oe (
  art_id   integer NOT NULL REFERENCES catalogue_articles (art_id) ON DELETE CASCADE,
  oe_marca text NOT NULL,
  oe_norm  text NOT NULL,
  PRIMARY KEY (art_id, oe_marca, oe_norm)
);
CREATE INDEX catalogue_article_oe_norm ON catalogue_article_oe (oe_norm text_pattern_ops);
