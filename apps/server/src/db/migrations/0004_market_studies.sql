-- Market studies (spec 000 §3, §7; 001 §3 Tariff line, Buying price list, Product condition): each brand's tariff
-- lines (reference, description, PVP), the suppliers' buying price lists (PRVTARCOM_*) with a net price per line,
-- product conditions with scales (CNDSE_*), per-brand discount groups and formulas, and the studies themselves:
-- a reference brand and supplier in a subfamily, the compared brands, and the equivalence of references across
-- brands in ranked lines (PORCENTAJE of sales, ACUMULADO running total).

-- A brand's tariff line (001 §3 Tariff line): one reference with its description and PVP.
CREATE TABLE tariff_lines (
  tar_id            serial PRIMARY KEY,
  tar_id_marca      integer NOT NULL REFERENCES brands (mar_id) ON DELETE CASCADE,
  tar_id_subfamilia integer NOT NULL REFERENCES product_subfamilies (sfa_id),
  tar_referencia    text NOT NULL,
  tar_descripcion   text NOT NULL,
  tar_pvp           numeric(12, 2) NOT NULL CHECK (tar_pvp >= 0),
  UNIQUE (tar_id_marca, tar_referencia)
);

-- A supplier's buying price list for one brand (001 §3 Buying price list).
CREATE TABLE purchase_tariffs (
  prvtarcom_id          serial PRIMARY KEY,
  prvtarcom_id_proveedor integer NOT NULL REFERENCES suppliers (prv_id) ON DELETE CASCADE,
  prvtarcom_id_marca    integer NOT NULL REFERENCES brands (mar_id) ON DELETE CASCADE,
  prvtarcom_descripcion text NOT NULL,
  prvtarcom_orden       integer NOT NULL DEFAULT 0
);
CREATE INDEX purchase_tariffs_brand ON purchase_tariffs (prvtarcom_id_marca, prvtarcom_id_proveedor);

-- Net price of a tariff line in a buying price list; a line missing here has no net (NETO 0).
CREATE TABLE purchase_tariff_lines (
  prvtarcom_id integer NOT NULL REFERENCES purchase_tariffs (prvtarcom_id) ON DELETE CASCADE,
  tar_id       integer NOT NULL REFERENCES tariff_lines (tar_id) ON DELETE CASCADE,
  neto         numeric(12, 2) NOT NULL CHECK (neto >= 0),
  PRIMARY KEY (prvtarcom_id, tar_id)
);

-- A product condition of a supplier's brand (001 §3 Product condition); CNDS_TIPO 2 has scales.
CREATE TABLE product_conditions (
  cnds_id           serial PRIMARY KEY,
  cnds_id_proveedor integer NOT NULL REFERENCES suppliers (prv_id) ON DELETE CASCADE,
  cnds_id_marca     integer NOT NULL REFERENCES brands (mar_id) ON DELETE CASCADE,
  cnds_titulo       text NOT NULL,
  cnds_tipo         smallint NOT NULL DEFAULT 2
);

-- Scales of a condition: consumption from CNDSE_INI (inclusive) to CNDSE_FIN (exclusive; null = no limit) gives
-- CNDSE_VALOR percent.
CREATE TABLE product_condition_scales (
  cndse_id           serial PRIMARY KEY,
  cndse_id_condicion integer NOT NULL REFERENCES product_conditions (cnds_id) ON DELETE CASCADE,
  cndse_ini          numeric(14, 2) NOT NULL,
  cndse_fin          numeric(14, 2),
  cndse_valor        numeric(7, 2) NOT NULL,
  CHECK (cndse_fin IS NULL OR cndse_fin > cndse_ini)
);
CREATE INDEX product_condition_scales_condition ON product_condition_scales (cndse_id_condicion, cndse_ini);

-- Discount groups of a brand (descuentos): TIPO_PRECIO 1 PVP, 2 NETO; values are percentages.
CREATE TABLE brand_discounts (
  dto_id           serial PRIMARY KEY,
  dto_id_marca     integer NOT NULL REFERENCES brands (mar_id) ON DELETE CASCADE,
  dto_tipo_precio  smallint CHECK (dto_tipo_precio IN (1, 2)),
  dto_valor        numeric(7, 2),
  dto_max          numeric(7, 2),
  dto_titulo       text NOT NULL,
  dto_descripcion  text,
  dto_orden        integer NOT NULL DEFAULT 0,
  dto_id_condicion integer REFERENCES product_conditions (cnds_id) ON DELETE SET NULL
);
CREATE INDEX brand_discounts_brand ON brand_discounts (dto_id_marca, dto_orden);

-- Formulas of a brand combining its discounts through {id} placeholders (formulas).
CREATE TABLE brand_formulas (
  form_id_marca integer PRIMARY KEY REFERENCES brands (mar_id) ON DELETE CASCADE,
  form_pvp      text,
  form_neto     text
);

-- A market study: the reference brand and supplier (with the buying price list its nets come from) in a subfamily.
CREATE TABLE market_studies (
  est_id            serial PRIMARY KEY,
  est_descripcion   text NOT NULL,
  est_id_marca      integer NOT NULL REFERENCES brands (mar_id),
  est_id_proveedor  integer NOT NULL REFERENCES suppliers (prv_id),
  est_id_subfamilia integer NOT NULL REFERENCES product_subfamilies (sfa_id),
  est_id_tarifa     integer REFERENCES purchase_tariffs (prvtarcom_id) ON DELETE SET NULL
);

-- The brands a study compares with its reference brand, each with the supplier it is bought from.
CREATE TABLE market_study_brands (
  est_id       integer NOT NULL REFERENCES market_studies (est_id) ON DELETE CASCADE,
  mar_id       integer NOT NULL REFERENCES brands (mar_id),
  prv_id       integer NOT NULL REFERENCES suppliers (prv_id),
  orden        integer NOT NULL,
  PRIMARY KEY (est_id, mar_id)
);

-- The ranked lines of a study: ID_LINEA (1…n, by rank), its share of sales and the running total.
CREATE TABLE market_study_lines (
  est_id     integer NOT NULL REFERENCES market_studies (est_id) ON DELETE CASCADE,
  linea      integer NOT NULL,
  porcentaje numeric(9, 5) NOT NULL,
  acumulado  numeric(9, 5) NOT NULL,
  PRIMARY KEY (est_id, linea)
);

-- Equivalence: the reference of each brand that belongs to a line (at most one per brand and line).
CREATE TABLE market_study_line_refs (
  est_id integer NOT NULL,
  linea  integer NOT NULL,
  mar_id integer NOT NULL REFERENCES brands (mar_id),
  tar_id integer NOT NULL REFERENCES tariff_lines (tar_id) ON DELETE CASCADE,
  PRIMARY KEY (est_id, linea, mar_id),
  FOREIGN KEY (est_id, linea) REFERENCES market_study_lines (est_id, linea) ON DELETE CASCADE
);
CREATE INDEX market_study_line_refs_brand ON market_study_line_refs (est_id, mar_id);
