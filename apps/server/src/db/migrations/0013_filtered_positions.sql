-- Filtered paging, index-backed like the unfiltered one (issue 17): a reference search, a net family or the net
-- order page by positions too, so that a deep page costs what page 1 costs.
--
-- 1. A reference's position (pos_referencia) follows upper(reference) in byte order, then the reference: the lines a
--    reference prefix finds (case ignored) are then one run of positions, whose ends are one probe each of this index.
DROP INDEX tariff_lines_referencia_prefix;
CREATE INDEX tariff_lines_referencia_prefix ON tariff_lines (tar_id_marca, upper(tar_referencia) text_pattern_ops, pos_referencia);
-- Brands with lower-case references were ordered otherwise: the start-up repair positions them again.
UPDATE tariff_lines SET pos_referencia = NULL
 WHERE tar_id_marca IN (SELECT DISTINCT tar_id_marca FROM tariff_lines WHERE tar_referencia <> upper(tar_referencia));

-- 2. Each net of a buying price list gains (written by the server, modules/tariffs/netPositions.ts, when a list or its
--    brand's tariff is loaded):
--    - pos_neto: its position among the list's nets by net, ties by reference (the NETO order of 'Todas');
--    - pos_con_neto / sin_neto_antes: its position among the list's nets by reference, and how many of the brand's
--      lines without a net come before it by reference (where the lines without a net sit, after the nets);
--    - fam_*: its position within the list's nets of its family, for every sortable column and the net.
ALTER TABLE purchase_tariff_lines
  ADD COLUMN pos_neto        integer,
  ADD COLUMN pos_con_neto    integer,
  ADD COLUMN sin_neto_antes  integer,
  ADD COLUMN fam_referencia  integer,
  ADD COLUMN fam_descripcion integer,
  ADD COLUMN fam_familia     integer,
  ADD COLUMN fam_pvp         integer,
  ADD COLUMN fam_ranking     integer,
  ADD COLUMN fam_vigencia    integer,
  ADD COLUMN fam_neto        integer;

DROP INDEX purchase_tariff_lines_family;
CREATE INDEX purchase_tariff_lines_pos_neto ON purchase_tariff_lines (prvtarcom_id, pos_neto);
CREATE INDEX purchase_tariff_lines_sin_neto ON purchase_tariff_lines (prvtarcom_id, sin_neto_antes, pos_con_neto);
CREATE INDEX purchase_tariff_lines_fam_referencia ON purchase_tariff_lines (prvtarcom_id, familia, fam_referencia);
CREATE INDEX purchase_tariff_lines_fam_descripcion ON purchase_tariff_lines (prvtarcom_id, familia, fam_descripcion);
CREATE INDEX purchase_tariff_lines_fam_familia ON purchase_tariff_lines (prvtarcom_id, familia, fam_familia);
CREATE INDEX purchase_tariff_lines_fam_pvp ON purchase_tariff_lines (prvtarcom_id, familia, fam_pvp);
CREATE INDEX purchase_tariff_lines_fam_ranking ON purchase_tariff_lines (prvtarcom_id, familia, fam_ranking);
CREATE INDEX purchase_tariff_lines_fam_vigencia ON purchase_tariff_lines (prvtarcom_id, familia, fam_vigencia);
CREATE INDEX purchase_tariff_lines_fam_neto ON purchase_tariff_lines (prvtarcom_id, familia, fam_neto);
-- Lists whose nets still lack positions (the start-up repair finds them without reading the whole table).
CREATE INDEX purchase_tariff_lines_unpositioned ON purchase_tariff_lines (prvtarcom_id) WHERE pos_neto IS NULL;
