-- Brand tariffs as a screen (001 §2.4, §3 Tariff line): each line of a brand's tariff (migration 0004) gains its sales
-- ranking within the brand (1 = best seller), the cumulative share of the brand's sales up to it (ACUMULADO, %), the
-- date its price applies from, and its position within the brand in the order of every sortable column.
--
-- Paging is index-backed: a page is one range read of a (brand, position) index whatever its number, so page 10,000
-- costs what page 1 costs. Positions are written by the server (modules/tariffs/positions.ts: text in Spanish order,
-- ties by reference) when a tariff is loaded; at start it fills them for any brand that lacks them.

ALTER TABLE tariff_lines
  ADD COLUMN tar_ranking        integer CHECK (tar_ranking >= 1),
  ADD COLUMN tar_acumulado      numeric(6, 2) CHECK (tar_acumulado BETWEEN 0 AND 100),
  ADD COLUMN tar_fecha_vigencia date,
  ADD COLUMN pos_referencia     integer,
  ADD COLUMN pos_descripcion    integer,
  ADD COLUMN pos_familia        integer,
  ADD COLUMN pos_pvp            integer,
  ADD COLUMN pos_ranking        integer,
  ADD COLUMN pos_vigencia       integer;

CREATE INDEX tariff_lines_pos_referencia ON tariff_lines (tar_id_marca, pos_referencia);
CREATE INDEX tariff_lines_pos_descripcion ON tariff_lines (tar_id_marca, pos_descripcion);
CREATE INDEX tariff_lines_pos_familia ON tariff_lines (tar_id_marca, pos_familia);
CREATE INDEX tariff_lines_pos_pvp ON tariff_lines (tar_id_marca, pos_pvp);
CREATE INDEX tariff_lines_pos_ranking ON tariff_lines (tar_id_marca, pos_ranking);
CREATE INDEX tariff_lines_pos_vigencia ON tariff_lines (tar_id_marca, pos_vigencia);
-- The reference search (prefix, case ignored) within a brand.
CREATE INDEX tariff_lines_referencia_prefix ON tariff_lines (tar_id_marca, upper(tar_referencia) text_pattern_ops);
-- Lines still without positions (the start-up repair finds them without reading the whole table).
CREATE INDEX tariff_lines_unpositioned ON tariff_lines (tar_id_marca) WHERE pos_referencia IS NULL;
