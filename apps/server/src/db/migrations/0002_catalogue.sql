-- The supplier catalogue and what members buy from it: suppliers (PRV_*), their brands (MAR_*), product
-- families and subfamilies, and purchase facts by member × supplier × brand × subfamily × month, from which
-- every consumption figure (individual, group, country; by supplier, brand, family…) is computed.

CREATE TABLE suppliers (
  prv_id           serial PRIMARY KEY,
  prv_nombre       text NOT NULL,
  prv_razon_social text NOT NULL,
  prv_nif          text,
  prv_url_web      text,
  prv_nexus        boolean NOT NULL DEFAULT false,
  prv_homologado   boolean NOT NULL DEFAULT false,
  prv_domicilio    text,
  prv_cp           text,
  prv_poblacion    text,
  prv_provincia    text,
  prv_telefono_1   text,
  prv_fax          text,
  prv_mail         text,
  prv_id_documento integer
);

CREATE TABLE brands (
  mar_id     serial PRIMARY KEY,
  mar_nombre text NOT NULL UNIQUE
);

-- Which supplier sells which brand (PRVMAR_*).
CREATE TABLE supplier_brands (
  prvmar_id_proveedor integer NOT NULL REFERENCES suppliers (prv_id) ON DELETE CASCADE,
  prvmar_id_marca     integer NOT NULL REFERENCES brands (mar_id) ON DELETE CASCADE,
  PRIMARY KEY (prvmar_id_proveedor, prvmar_id_marca)
);
CREATE INDEX supplier_brands_brand ON supplier_brands (prvmar_id_marca);

CREATE TABLE product_families (
  fam_id     serial PRIMARY KEY,
  fam_nombre text NOT NULL UNIQUE
);

CREATE TABLE product_subfamilies (
  sfa_id         serial PRIMARY KEY,
  sfa_id_familia integer NOT NULL REFERENCES product_families (fam_id),
  sfa_nombre     text NOT NULL UNIQUE
);

-- One row per member, supplier, brand, subfamily and month: amount bought (euro) and units.
CREATE TABLE purchases (
  member_id   integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  supplier_id integer NOT NULL REFERENCES suppliers (prv_id),
  brand_id    integer NOT NULL REFERENCES brands (mar_id),
  subfamily_id integer NOT NULL REFERENCES product_subfamilies (sfa_id),
  year        smallint NOT NULL,
  month       smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  amount      numeric(14, 2) NOT NULL,
  units       integer NOT NULL,
  PRIMARY KEY (member_id, supplier_id, brand_id, subfamily_id, year, month)
);
CREATE INDEX purchases_year_month ON purchases (year, month);
CREATE INDEX purchases_supplier ON purchases (supplier_id, year);
CREATE INDEX purchases_brand ON purchases (brand_id, year);
