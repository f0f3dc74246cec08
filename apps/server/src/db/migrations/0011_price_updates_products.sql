-- Price updates, net families and product conditions (001 §2.5–§2.7, §3 Price update history / Update line /
-- Product / Product condition).

-- The kind of a net price (the net price list's family filter): P provisional, M permanent, O other.
ALTER TABLE purchase_tariff_lines
  ADD COLUMN familia char(1) NOT NULL DEFAULT 'M' CHECK (familia IN ('P', 'M', 'O'));
CREATE INDEX purchase_tariff_lines_family ON purchase_tariff_lines (prvtarcom_id, familia);

-- A price update of a supplier's brand: P partial, C complete, F future (its prices apply from a later date).
CREATE TABLE price_updates (
  his_id           serial PRIMARY KEY,
  his_id_proveedor integer NOT NULL REFERENCES suppliers (prv_id) ON DELETE CASCADE,
  his_id_marca     integer NOT NULL REFERENCES brands (mar_id) ON DELETE CASCADE,
  his_tipo_tar     char(1) NOT NULL CHECK (his_tipo_tar IN ('P', 'C', 'F')),
  his_fecha        date NOT NULL,
  his_num_lineas   integer NOT NULL DEFAULT 0 CHECK (his_num_lineas >= 0)
);
CREATE INDEX price_updates_brand ON price_updates (his_id_proveedor, his_id_marca, his_fecha);
CREATE INDEX price_updates_date ON price_updates (his_fecha);

-- One changed reference of an update: the old and new PVP and group net (none where the reference had no net), and
-- the date the new price applies from. The text is kept as it was, so the history outlives the tariff.
CREATE TABLE price_update_lines (
  his_id          integer NOT NULL REFERENCES price_updates (his_id) ON DELETE CASCADE,
  linea           integer NOT NULL,
  art_referencia  text NOT NULL,
  art_descripcion text NOT NULL,
  sfa_id          integer NOT NULL REFERENCES product_subfamilies (sfa_id),
  pvp_anterior    numeric(12, 2),
  tar_pvp         numeric(12, 2) NOT NULL CHECK (tar_pvp >= 0),
  neto_anterior   numeric(12, 2),
  tar_neto        numeric(12, 2),
  fecha_vigencia  date NOT NULL,
  PRIMARY KEY (his_id, linea)
);
CREATE INDEX price_update_lines_reference ON price_update_lines (his_id, art_referencia);

-- A product of a supplier's brand (001 §3 Product): the group's product line within a subfamily. The member's
-- consumption of it is what it bought of that brand in that subfamily.
CREATE TABLE products (
  prd_id            serial PRIMARY KEY,
  prd_id_familia    integer NOT NULL REFERENCES product_families (fam_id),
  prd_id_subfamilia integer NOT NULL REFERENCES product_subfamilies (sfa_id),
  prd_descripcion   text NOT NULL
);

CREATE TABLE supplier_products (
  prvpro_id          serial PRIMARY KEY,
  prvpro_id_proveedor integer NOT NULL REFERENCES suppliers (prv_id) ON DELETE CASCADE,
  prvpro_id_marca    integer NOT NULL REFERENCES brands (mar_id) ON DELETE CASCADE,
  prvpro_id_producto integer NOT NULL REFERENCES products (prd_id) ON DELETE CASCADE,
  UNIQUE (prvpro_id_proveedor, prvpro_id_marca, prvpro_id_producto)
);

-- A condition may be a product's (null: the brand's, as the market studies use them).
ALTER TABLE product_conditions ADD COLUMN cnds_id_producto integer REFERENCES products (prd_id) ON DELETE CASCADE;
CREATE INDEX product_conditions_product ON product_conditions (cnds_id_proveedor, cnds_id_marca, cnds_id_producto);
