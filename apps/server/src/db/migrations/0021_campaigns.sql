-- E-mail campaigns of the promotions area (issue 21; 001 §2.18 Mis Campañas, §3 Campaign and design lines, §7): each
-- member's campaigns, the workshop groups each one goes to, each campaign's designed image as flat design lines
-- (id, id_padre and the designer's fields, see @socios/domain promotions/design.ts), and the global templates the
-- designer starts from. Column names follow the spec's wire fields in lower case (cam_nombre ↔ CAM_NOMBRE; the
-- lines' CAMREG_/PLTPROLIN_ prefixes are removed as on the wire).

CREATE TABLE campaigns (
  cam_id           serial PRIMARY KEY,
  cam_id_socio     integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  cam_nombre       text NOT NULL,
  cam_titulo       text,
  cam_subtitulo    text,
  cam_descripcion  text,
  cam_pie          text,
  -- The dates are free text (001 §3).
  cam_fecha_inicio text,
  cam_fecha_fin    text,
  cam_silenciada   boolean NOT NULL DEFAULT false,
  -- The campaign's image (a PNG or JPEG, checked by content) and its content type.
  cam_imagen       bytea,
  cam_imagen_tipo  text CHECK (cam_imagen_tipo IN ('image/png', 'image/jpeg')),
  CHECK ((cam_imagen IS NULL) = (cam_imagen_tipo IS NULL)),
  -- The target of the group table's foreign key: a campaign goes only to groups of its own member.
  UNIQUE (cam_id, cam_id_socio)
);
CREATE INDEX campaigns_member ON campaigns (cam_id_socio);

-- The groups a campaign goes to (INCLUIDO). The member is repeated so that both foreign keys name it: a campaign of
-- one member can never go to another member's group, whatever the code does. Deleting either drops the row.
CREATE TABLE campaign_groups (
  cam_id integer NOT NULL,
  grt_id integer NOT NULL,
  soc_id integer NOT NULL,
  PRIMARY KEY (cam_id, grt_id),
  FOREIGN KEY (cam_id, soc_id) REFERENCES campaigns (cam_id, cam_id_socio) ON DELETE CASCADE,
  FOREIGN KEY (grt_id, soc_id) REFERENCES workshop_groups (grt_id, grt_id_socio) ON DELETE CASCADE
);
CREATE INDEX campaign_groups_group ON campaign_groups (grt_id);

-- A campaign's design: one row per item (the page, texts, gallery images, boxes), x/y/w/h in grid units. An image
-- line names a gallery image; deleting that image removes the line (the design keeps the rest).
CREATE TABLE campaign_lines (
  cam_id     integer NOT NULL REFERENCES campaigns (cam_id) ON DELETE CASCADE,
  id         integer NOT NULL,
  id_padre   integer,
  tipo       text NOT NULL CHECK (tipo IN ('pagina', 'texto', 'imagen', 'caja')),
  x          integer NOT NULL,
  y          integer NOT NULL,
  w          integer NOT NULL,
  h          integer NOT NULL,
  texto      text,
  campo      text,
  imagen     integer REFERENCES gallery_images (img_id) ON DELETE CASCADE,
  color      text,
  fondo      text,
  tamano     integer,
  negrita    boolean NOT NULL DEFAULT false,
  alineacion text NOT NULL DEFAULT 'left' CHECK (alineacion IN ('left', 'center', 'right')),
  PRIMARY KEY (cam_id, id)
);
CREATE INDEX campaign_lines_image ON campaign_lines (imagen) WHERE imagen IS NOT NULL;

-- Design templates (PLTPRO_), the same for every member, and their lines (PLTPROLIN_) with the campaign lines'
-- columns. A template is shared by everybody, so it never names a member's gallery image.
CREATE TABLE templates (
  pltpro_id     serial PRIMARY KEY,
  pltpro_nombre text NOT NULL
);

CREATE TABLE template_lines (
  pltpro_id  integer NOT NULL REFERENCES templates (pltpro_id) ON DELETE CASCADE,
  id         integer NOT NULL,
  id_padre   integer,
  tipo       text NOT NULL CHECK (tipo IN ('pagina', 'texto', 'caja')),
  x          integer NOT NULL,
  y          integer NOT NULL,
  w          integer NOT NULL,
  h          integer NOT NULL,
  texto      text,
  campo      text,
  imagen     integer CHECK (imagen IS NULL),
  color      text,
  fondo      text,
  tamano     integer,
  negrita    boolean NOT NULL DEFAULT false,
  alineacion text NOT NULL DEFAULT 'left' CHECK (alineacion IN ('left', 'center', 'right')),
  PRIMARY KEY (pltpro_id, id)
);
