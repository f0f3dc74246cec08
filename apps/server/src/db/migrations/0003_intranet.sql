-- The intranet: stored files (attachments), general documents, news with their categories, documents and per-user
-- read state, favourites of kind N / P / D, and per-user preferences (dashboard layout, news filter).

-- Every stored file (documents, images, logos, gallery images): bytes in the database, streamed on download.
-- adj_clase says what the file belongs to, which decides the download kinds that reach it and who may see it:
-- 'noticia' (news image or attachment), 'documento' (general document), 'logo_proveedor', 'logo_socio',
-- 'foto_usuario', 'galeria'.
CREATE TABLE attachments (
  adj_id        serial PRIMARY KEY,
  adj_clase     text NOT NULL CHECK (adj_clase IN ('noticia', 'documento', 'logo_proveedor', 'logo_socio', 'foto_usuario', 'galeria')),
  adj_nombre    text NOT NULL,
  adj_extension text NOT NULL,
  adj_mime      text NOT NULL,
  adj_size      integer NOT NULL,
  adj_bytes     bytea NOT NULL,
  -- Owner for member-owned files (logos, photos, gallery): the member whose users may see them; null for shared.
  adj_id_socio  integer REFERENCES members (soc_id) ON DELETE CASCADE,
  adj_fecha     timestamptz NOT NULL DEFAULT now()
);

-- File types of the general documents (TDO_*).
CREATE TABLE document_types (
  tdo_id     serial PRIMARY KEY,
  tdo_nombre text NOT NULL UNIQUE
);

-- General documents of the group (DOC_*): the minimum that favourite documents and sharing need; the documents
-- area (folders, categories) builds on it.
CREATE TABLE documents (
  doc_id           serial PRIMARY KEY,
  doc_id_documento integer NOT NULL REFERENCES attachments (adj_id),
  doc_nombre       text NOT NULL,
  doc_descripcion  text,
  doc_fecha_subida date NOT NULL DEFAULT current_date,
  doc_tdo_id       integer NOT NULL REFERENCES document_types (tdo_id)
);

CREATE TABLE news_categories (
  cnot_id          serial PRIMARY KEY,
  cnot_descripcion text NOT NULL UNIQUE
);

-- News (NOT_*): type 0 General / 1 Socios; visible from its publication date on, to every member or only to the
-- members of one country (not_id_pais). not_texto is HTML sanitised before it is stored.
CREATE TABLE news (
  not_id                serial PRIMARY KEY,
  not_titulo            text NOT NULL,
  not_texto             text NOT NULL,
  not_resumen           text NOT NULL,
  not_tipo              smallint NOT NULL CHECK (not_tipo IN (0, 1)),
  not_fecha             date NOT NULL,
  not_fecha_publicacion date NOT NULL,
  not_id_img            integer REFERENCES attachments (adj_id),
  not_destacada         boolean NOT NULL DEFAULT false,
  not_id_pais           integer REFERENCES countries (pai_id),
  -- Lower-case, accent-free title and summary for the text search.
  not_busqueda          text NOT NULL
);
CREATE INDEX news_publication ON news (not_fecha_publicacion DESC, not_id DESC);

CREATE TABLE news_category_links (
  notcat_id_noticia   integer NOT NULL REFERENCES news (not_id) ON DELETE CASCADE,
  notcat_id_categoria integer NOT NULL REFERENCES news_categories (cnot_id) ON DELETE CASCADE,
  PRIMARY KEY (notcat_id_noticia, notcat_id_categoria)
);
CREATE INDEX news_category_links_category ON news_category_links (notcat_id_categoria);

CREATE TABLE news_documents (
  notdoc_id_noticia      integer NOT NULL REFERENCES news (not_id) ON DELETE CASCADE,
  notdoc_id_documento    integer NOT NULL REFERENCES attachments (adj_id),
  notdoc_descripcion     text NOT NULL,
  notdoc_fecha_insercion date NOT NULL,
  notdoc_orden           integer NOT NULL DEFAULT 0,
  PRIMARY KEY (notdoc_id_noticia, notdoc_id_documento)
);
CREATE INDEX news_documents_file ON news_documents (notdoc_id_documento);

-- Which user has read which news item, and when.
CREATE TABLE news_reads (
  user_id  integer NOT NULL REFERENCES users (usr_id) ON DELETE CASCADE,
  news_id  integer NOT NULL REFERENCES news (not_id) ON DELETE CASCADE,
  read_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, news_id)
);

-- Favourites (FAV_*): kind N news, P supplier, D general document; one per user, kind and entity.
CREATE TABLE favourites (
  fav_id         serial PRIMARY KEY,
  fav_id_usuario integer NOT NULL REFERENCES users (usr_id) ON DELETE CASCADE,
  fav_tipo       char(1) NOT NULL CHECK (fav_tipo IN ('N', 'P', 'D')),
  fav_id_entidad integer NOT NULL,
  fav_fecha_add  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (fav_id_usuario, fav_tipo, fav_id_entidad)
);

-- Small per-user settings kept on the server: 'dashboardLayout', 'newsFilter'.
CREATE TABLE user_preferences (
  user_id integer NOT NULL REFERENCES users (usr_id) ON DELETE CASCADE,
  key     text NOT NULL,
  value   jsonb NOT NULL,
  PRIMARY KEY (user_id, key)
);
