-- Suppliers and the document library (spec 001 §2.1, §2.2, §2.8, §2.9, §3): a supplier's commercial conditions
-- with its conditions PDF, its eight contact roles, its documents (kind D: a document of the library; kind DP: the
-- supplier's own), and the library's folders and categories.

-- Files of the supplier area: downloaded with kind 1 (conditions PDF, supplier documents), Condiciones permission.
ALTER TABLE attachments DROP CONSTRAINT attachments_adj_clase_check;
ALTER TABLE attachments ADD CONSTRAINT attachments_adj_clase_check
  CHECK (adj_clase IN ('noticia', 'documento', 'logo_proveedor', 'logo_socio', 'foto_usuario', 'galeria', 'documento_proveedor'));

-- Commercial conditions of a supplier (CND_*), one row per supplier. Shipping 'pagados' (paid by the supplier
-- above an amount) and 'debidos' (charged) per region; Portugal has its own pair.
CREATE TABLE supplier_conditions (
  cnd_id_proveedor           integer PRIMARY KEY REFERENCES suppliers (prv_id) ON DELETE CASCADE,
  cnd_nif                    text,
  cnd_telefono               text,
  cnd_fax                    text,
  cnd_direccion              text,
  cnd_provincia              text,
  cnd_poblacion              text,
  cnd_cp                     text,
  cnd_id_documento           integer REFERENCES attachments (adj_id),
  cnd_garantia               text,
  cnd_forma_pago             text,
  cnd_descuentos             text,
  cnd_devoluciones           text,
  cnd_servicio               text,
  cnd_portes_pagados_peninsula   text,
  cnd_portes_debidos_peninsula   text,
  cnd_portes_pagados_baleares    text,
  cnd_portes_debidos_baleares    text,
  cnd_portes_pagados_canarias    text,
  cnd_portes_debidos_canarias    text,
  cnd_portes_pagados_ceuta_melilla text,
  cnd_portes_debidos_ceuta_melilla text,
  cnd_portes_pagados_portugal    text,
  cnd_portes_debidos_portugal    text
);

-- The eight contact roles of a supplier (spec 001 §2.2), one row per filled or empty role.
CREATE TABLE supplier_contacts (
  cnt_id_proveedor integer NOT NULL REFERENCES suppliers (prv_id) ON DELETE CASCADE,
  cnt_rol          text NOT NULL CHECK (cnt_rol IN ('DIRECTOR_GENERAL', 'DIRECTOR_COMERCIAL', 'DIRECTOR_FINANCIERO',
                     'DIRECTOR_MARKETING', 'RESPONSABLE_CONSUMOS', 'RESPONSABLE_SERVICIO', 'JEFE_VENTAS', 'SERVICIO_TECNICO')),
  cnt_nombre       text,
  cnt_mail         text,
  cnt_telefono     text,
  cnt_movil        text,
  PRIMARY KEY (cnt_id_proveedor, cnt_rol)
);

-- Folders (CARD_*) and categories (CATD_*) of the document library.
CREATE TABLE document_folders (
  card_id     serial PRIMARY KEY,
  card_nombre text NOT NULL UNIQUE
);
CREATE TABLE document_categories (
  catd_id     serial PRIMARY KEY,
  catd_nombre text NOT NULL UNIQUE
);
ALTER TABLE documents ADD COLUMN doc_card_id integer REFERENCES document_folders (card_id);
ALTER TABLE documents ADD COLUMN doc_cat_id integer REFERENCES document_categories (catd_id);

-- A supplier's documents (PRVDOC_*): kind D points at a document of the library (downloaded as kind 2, a
-- favourite of kind D), kind DP is the supplier's own file (downloaded as kind 1).
CREATE TABLE supplier_documents (
  prvdoc_id           serial PRIMARY KEY,
  prvdoc_id_prv       integer NOT NULL REFERENCES suppliers (prv_id) ON DELETE CASCADE,
  prvdoc_tipo         text NOT NULL CHECK (prvdoc_tipo IN ('D', 'DP')),
  prvdoc_id_documento integer NOT NULL REFERENCES attachments (adj_id),
  prvdoc_doc_id       integer REFERENCES documents (doc_id) ON DELETE CASCADE,
  prvdoc_nombre       text NOT NULL,
  prvdoc_descripcion  text,
  CHECK ((prvdoc_tipo = 'D') = (prvdoc_doc_id IS NOT NULL))
);
CREATE INDEX supplier_documents_supplier ON supplier_documents (prvdoc_id_prv);
