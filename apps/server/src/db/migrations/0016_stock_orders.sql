-- Stock between members and the orders placed from it (issue 19; 001 §2.11–§2.14, §3 Stock offer / Warehouse
-- breakdown / Pickup point / Order line / Tyre / Lubricant / Battery, §6 PermisoCompra): each member's warehouses and
-- the units it publishes of each reference in them, the 'customer of' relations between members (who may buy from whom,
-- at what discount), the orders with their lines and history, and the searchable measures of tyres, lubricants and
-- batteries.

-- A member's warehouses ('01 Central'): the code is the member's own, unique within the member.
CREATE TABLE member_warehouses (
  alm_id          serial PRIMARY KEY,
  alm_id_socio    integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  alm_codigo      text NOT NULL CHECK (alm_codigo <> ''),
  alm_descripcion text NOT NULL,
  UNIQUE (alm_id_socio, alm_codigo),
  -- Target of member_stock's (warehouse, member) key, so that a stock row's warehouse is always of its member.
  UNIQUE (alm_id, alm_id_socio)
);

-- What a member holds of a reference of a brand in one warehouse, with its price to other members and its own code
-- for the part (ReferenciaAsociado). stk_ref_norm is the reference as compared (upper case without spaces, dots,
-- dashes or slashes: normalizeReference). Units are never negative: an order takes them with a conditional UPDATE
-- (… WHERE stk_unidades >= n) and this CHECK stops any path that would not. stk_publica false is the grey state
-- ('-9999': the member holds the part but does not publish how many; it cannot be ordered). stk_id_articulo links the
-- row to the catalogue's article when there is one (tyres, lubricants and batteries are found through it).
CREATE TABLE member_stock (
  stk_id_socio            integer NOT NULL,
  stk_ref_norm            text NOT NULL CHECK (stk_ref_norm <> ''),
  stk_id_marca            integer NOT NULL REFERENCES brands (mar_id),
  stk_id_almacen          integer NOT NULL,
  stk_referencia          text NOT NULL,
  stk_referencia_asociado text NOT NULL DEFAULT '',
  stk_id_articulo         integer REFERENCES catalogue_articles (art_id) ON DELETE SET NULL,
  stk_unidades            integer NOT NULL CHECK (stk_unidades >= 0),
  stk_publica             boolean NOT NULL DEFAULT true,
  stk_precio              numeric(12, 2) NOT NULL CHECK (stk_precio >= 0),
  PRIMARY KEY (stk_id_socio, stk_ref_norm, stk_id_marca, stk_id_almacen),
  FOREIGN KEY (stk_id_almacen, stk_id_socio) REFERENCES member_warehouses (alm_id, alm_id_socio) ON DELETE CASCADE
);
-- GetStock: every member's rows of one brand's reference.
CREATE INDEX member_stock_reference ON member_stock (stk_id_marca, stk_ref_norm);
-- Tyres, lubricants and batteries: the rows of the articles of one measure.
CREATE INDEX member_stock_article ON member_stock (stk_id_articulo) WHERE stk_id_articulo IS NOT NULL;
-- Mi stock (per warehouse) and the cascade when a warehouse goes.
CREATE INDEX member_stock_warehouse ON member_stock (stk_id_almacen);

-- When each member's stock was last replaced by an import (Mi stock's 'Actualizado').
CREATE TABLE member_stock_imports (
  soc_id      integer PRIMARY KEY REFERENCES members (soc_id) ON DELETE CASCADE,
  imported_at timestamptz NOT NULL DEFAULT now(),
  imported_by integer REFERENCES users (usr_id) ON DELETE SET NULL,
  lineas      integer NOT NULL CHECK (lineas >= 0)
);

-- 'Customer of': the buying member may order from the selling member, at this discount (%) on the seller's prices.
-- No row: PermisoCompra 'false' ('No es cliente').
CREATE TABLE member_customers (
  cli_id_vendedor  integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  cli_id_comprador integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  cli_descuento    numeric(5, 2) NOT NULL DEFAULT 0 CHECK (cli_descuento >= 0 AND cli_descuento < 100),
  PRIMARY KEY (cli_id_vendedor, cli_id_comprador),
  CHECK (cli_id_vendedor <> cli_id_comprador)
);
CREATE INDEX member_customers_buyer ON member_customers (cli_id_comprador);

-- Order numbers ('P26-000123': year and this sequence), shared by every server instance.
CREATE SEQUENCE order_numbers;

-- An order between members: who buys, who sells, the user who placed it, the pickup point (a point of sale of the
-- buyer; its name and address are kept as they were), the note, the buyer's own number (SuPedido), the name of who
-- ordered (PedidoPor), its state and the totals of its lines.
CREATE TABLE orders (
  ped_id             serial PRIMARY KEY,
  ped_numero         text NOT NULL UNIQUE,
  ped_id_comprador   integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  ped_id_vendedor    integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  ped_id_usuario     integer REFERENCES users (usr_id) ON DELETE SET NULL,
  ped_id_punto_venta integer REFERENCES points_of_sale (socpv_id) ON DELETE SET NULL,
  ped_punto_recogida text NOT NULL,
  ped_observaciones  text NOT NULL DEFAULT '',
  ped_su_pedido      text NOT NULL DEFAULT '',
  ped_pedido_por     text NOT NULL,
  ped_estado         text NOT NULL DEFAULT 'pendiente'
                     CHECK (ped_estado IN ('pendiente', 'aceptado', 'preparado', 'recogido', 'cancelado')),
  ped_fecha          timestamptz NOT NULL DEFAULT now(),
  ped_fecha_estado   timestamptz NOT NULL DEFAULT now(),
  ped_lineas         integer NOT NULL CHECK (ped_lineas > 0),
  ped_unidades       integer NOT NULL CHECK (ped_unidades > 0),
  ped_total          numeric(14, 2) NOT NULL CHECK (ped_total >= 0),
  CHECK (ped_id_comprador <> ped_id_vendedor)
);
-- Mis pedidos: placed (realizados) and received (recibidos), newest first.
CREATE INDEX orders_buyer ON orders (ped_id_comprador, ped_fecha DESC, ped_id DESC);
CREATE INDEX orders_seller ON orders (ped_id_vendedor, ped_fecha DESC, ped_id DESC);

-- The lines of an order, as they were ordered: brand, reference, description, warehouse, units and prices
-- (unit price, discount % and unit net price).
CREATE TABLE order_lines (
  ped_id                  integer NOT NULL REFERENCES orders (ped_id) ON DELETE CASCADE,
  lin_numero              integer NOT NULL,
  lin_id_marca            integer NOT NULL REFERENCES brands (mar_id),
  lin_marca               text NOT NULL,
  lin_referencia          text NOT NULL,
  lin_ref_norm            text NOT NULL,
  lin_descripcion         text NOT NULL DEFAULT '',
  lin_codigo_almacen      text NOT NULL,
  lin_descripcion_almacen text NOT NULL,
  lin_unidades            integer NOT NULL CHECK (lin_unidades > 0),
  lin_precio              numeric(12, 2) NOT NULL CHECK (lin_precio >= 0),
  lin_descuento           numeric(5, 2) NOT NULL CHECK (lin_descuento >= 0 AND lin_descuento < 100),
  lin_neto                numeric(12, 2) NOT NULL CHECK (lin_neto >= 0),
  PRIMARY KEY (ped_id, lin_numero)
);

-- Every state an order went through, who moved it and when (the first row is its placing).
CREATE TABLE order_history (
  his_id         serial PRIMARY KEY,
  ped_id         integer NOT NULL REFERENCES orders (ped_id) ON DELETE CASCADE,
  his_estado     text NOT NULL CHECK (his_estado IN ('pendiente', 'aceptado', 'preparado', 'recogido', 'cancelado')),
  his_fecha      timestamptz NOT NULL DEFAULT now(),
  his_id_usuario integer REFERENCES users (usr_id) ON DELETE SET NULL,
  his_usuario    text NOT NULL
);
CREATE INDEX order_history_order ON order_history (ped_id, his_id);

-- The measures tyres, lubricants and batteries are searched by (001 §2.11–§2.13, §3 Tyre / Lubricant / Battery), read
-- once from the article's attributes ('Medida: 205/55 R16 91V|Temporada: Invierno|Eficiencia de combustible: C|
-- Adherencia en suelo mojado: B|Ruido exterior: 70 dB|Clase de ruido: B', 'Viscosidad: 5W30|…', 'Tensión: 12 V|
-- Capacidad: 60 Ah|Corriente de arranque: 540 A|Borne positivo: derecha') into stored columns that follow every insert
-- and update of the attributes, so that a search is an index read and never parses text. NULL when the article is not
-- of that kind. Noise waves: the noise class A, B, C is 1, 2, 3 waves on the EU label.
ALTER TABLE catalogue_articles
  ADD COLUMN art_neu_ancho smallint GENERATED ALWAYS AS
    ((substring(art_atributos FROM 'Medida: (\d{3})/\d{2} ?Z?R ?\d{2}'))::smallint) STORED,
  ADD COLUMN art_neu_perfil smallint GENERATED ALWAYS AS
    ((substring(art_atributos FROM 'Medida: \d{3}/(\d{2}) ?Z?R ?\d{2}'))::smallint) STORED,
  ADD COLUMN art_neu_diametro smallint GENERATED ALWAYS AS
    ((substring(art_atributos FROM 'Medida: \d{3}/\d{2} ?Z?R ?(\d{2})'))::smallint) STORED,
  ADD COLUMN art_neu_medida text GENERATED ALWAYS AS
    (substring(art_atributos FROM 'Medida: (\d{3}/\d{2} ?Z?R ?\d{2}[^|]*)')) STORED,
  ADD COLUMN art_neu_invierno boolean GENERATED ALWAYS AS
    (substring(art_atributos FROM 'Temporada: ([^|]+)') = 'Invierno') STORED,
  ADD COLUMN art_neu_eficiencia text GENERATED ALWAYS AS
    (substring(art_atributos FROM 'Eficiencia de combustible: ([A-G])')) STORED,
  ADD COLUMN art_neu_adherencia text GENERATED ALWAYS AS
    (substring(art_atributos FROM 'Adherencia en suelo mojado: ([A-G])')) STORED,
  ADD COLUMN art_neu_ruido smallint GENERATED ALWAYS AS
    ((substring(art_atributos FROM 'Ruido exterior: (\d{2,3}) dB'))::smallint) STORED,
  ADD COLUMN art_neu_ondas smallint GENERATED ALWAYS AS
    (CASE substring(art_atributos FROM 'Clase de ruido: ([ABC])') WHEN 'A' THEN 1 WHEN 'B' THEN 2 WHEN 'C' THEN 3 END) STORED,
  ADD COLUMN art_lub_viscosidad text GENERATED ALWAYS AS
    (replace(upper(substring(art_atributos FROM 'Viscosidad: (\d{1,2}[Ww]-?\d{2})')), '-', '')) STORED,
  ADD COLUMN art_bat_voltaje smallint GENERATED ALWAYS AS
    (CASE WHEN art_atributos ~ 'Capacidad: \d+ Ah' THEN (substring(art_atributos FROM 'Tensión: (\d+) V'))::smallint END) STORED,
  ADD COLUMN art_bat_amperios smallint GENERATED ALWAYS AS
    ((substring(art_atributos FROM 'Capacidad: (\d+) Ah'))::smallint) STORED,
  ADD COLUMN art_bat_arranque smallint GENERATED ALWAYS AS
    (CASE WHEN art_atributos ~ 'Capacidad: \d+ Ah' THEN (substring(art_atributos FROM 'Corriente de arranque: (\d+) A'))::smallint END) STORED,
  ADD COLUMN art_bat_positivo_derecha boolean GENERATED ALWAYS AS
    (CASE substring(art_atributos FROM 'Borne positivo: ([^|]+)') WHEN 'derecha' THEN true WHEN 'izquierda' THEN false END) STORED;

CREATE INDEX catalogue_articles_tyre_size ON catalogue_articles (art_neu_ancho, art_neu_perfil, art_neu_diametro) WHERE art_neu_ancho IS NOT NULL;
CREATE INDEX catalogue_articles_viscosity ON catalogue_articles (art_lub_viscosidad) WHERE art_lub_viscosidad IS NOT NULL;
CREATE INDEX catalogue_articles_battery ON catalogue_articles (art_bat_voltaje, art_bat_amperios, art_bat_arranque) WHERE art_bat_voltaje IS NOT NULL;
