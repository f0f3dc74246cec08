-- The version of what a market study's figures are computed from (the study's lines and references, the brands'
-- PVPs and the buying price lists' nets), raised by any statement that writes those columns: a server keeps the
-- figures it summed in memory and probes this one row to know when they are stale, on every instance. The figures
-- statement reads it in its own snapshot, so the figures are kept under the version of the data they were summed from.
CREATE TABLE market_study_versions (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO market_study_versions DEFAULT VALUES;

CREATE FUNCTION market_study_inputs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE market_study_versions SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER market_study_inputs AFTER INSERT OR DELETE OR UPDATE OF tar_id, tar_pvp ON tariff_lines
  FOR EACH STATEMENT EXECUTE FUNCTION market_study_inputs_changed();
CREATE TRIGGER market_study_inputs_truncate AFTER TRUNCATE ON tariff_lines
  FOR EACH STATEMENT EXECUTE FUNCTION market_study_inputs_changed();
CREATE TRIGGER market_study_inputs AFTER INSERT OR DELETE OR UPDATE OF prvtarcom_id, tar_id, neto ON purchase_tariff_lines
  FOR EACH STATEMENT EXECUTE FUNCTION market_study_inputs_changed();
CREATE TRIGGER market_study_inputs_truncate AFTER TRUNCATE ON purchase_tariff_lines
  FOR EACH STATEMENT EXECUTE FUNCTION market_study_inputs_changed();
CREATE TRIGGER market_study_inputs AFTER INSERT OR DELETE OR UPDATE ON market_study_lines
  FOR EACH STATEMENT EXECUTE FUNCTION market_study_inputs_changed();
CREATE TRIGGER market_study_inputs_truncate AFTER TRUNCATE ON market_study_lines
  FOR EACH STATEMENT EXECUTE FUNCTION market_study_inputs_changed();
CREATE TRIGGER market_study_inputs AFTER INSERT OR DELETE OR UPDATE ON market_study_line_refs
  FOR EACH STATEMENT EXECUTE FUNCTION market_study_inputs_changed();
CREATE TRIGGER market_study_inputs_truncate AFTER TRUNCATE ON market_study_line_refs
  FOR EACH STATEMENT EXECUTE FUNCTION market_study_inputs_changed();
