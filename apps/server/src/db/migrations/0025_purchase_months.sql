-- The group's monthly purchases by country, supplier, brand and subfamily: `purchases` with its members folded away
-- (about 16 times fewer rows at SEED_SCALE 10: 16,269 against 259,083). The group's consumption reports (every member,
-- or every member of a country) and the group total under each member's report read it instead of the detail.
--
-- It is kept by triggers, in the same transaction as the change of the detail, so that it always equals the detail:
-- statement-level triggers on purchases with transition tables add what a statement inserted and take off what it
-- deleted (an UPDATE does both, e.g. the demo day moving its purchases by years), one grouped upsert per statement
-- however many rows it touched; rows that come to zero are removed. A member's purchases are deleted before the
-- member (the cascade would otherwise run when its country can no longer be read), and a member moving to another
-- country moves its purchases' share with it.
CREATE TABLE purchase_months (
  country_id   integer NOT NULL,
  supplier_id  integer NOT NULL,
  brand_id     integer NOT NULL,
  subfamily_id integer NOT NULL,
  year         smallint NOT NULL,
  month        smallint NOT NULL,
  amount       numeric(16, 2) NOT NULL,
  units        bigint NOT NULL,
  PRIMARY KEY (year, month, country_id, supplier_id, brand_id, subfamily_id)
);

-- Adds the signed amounts and units of `changes` (country, supplier, brand, subfamily, year, month, amount, units),
-- then removes the touched rows that came to zero (a second statement: the upsert's rows are not visible to a DELETE
-- in the same statement).
CREATE FUNCTION purchase_months_add(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_months AS pm (country_id, supplier_id, brand_id, subfamily_id, year, month, amount, units)
  SELECT (c->>0)::int, (c->>1)::int, (c->>2)::int, (c->>3)::int, (c->>4)::smallint, (c->>5)::smallint, sum((c->>6)::numeric), sum((c->>7)::bigint)
    FROM jsonb_array_elements(changes) c
   GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (year, month, country_id, supplier_id, brand_id, subfamily_id)
  DO UPDATE SET amount = pm.amount + excluded.amount, units = pm.units + excluded.units;
  DELETE FROM purchase_months z
   WHERE z.amount = 0 AND z.units = 0
     AND (z.year, z.month, z.country_id, z.supplier_id, z.brand_id, z.subfamily_id) IN (
       SELECT (c->>4)::smallint, (c->>5)::smallint, (c->>0)::int, (c->>1)::int, (c->>2)::int, (c->>3)::int FROM jsonb_array_elements(changes) c);
END $$;

CREATE FUNCTION purchase_months_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_months AS pm (country_id, supplier_id, brand_id, subfamily_id, year, month, amount, units)
  SELECT m.soc_id_pais, n.supplier_id, n.brand_id, n.subfamily_id, n.year, n.month, sum(n.amount), sum(n.units)
    FROM new_rows n JOIN members m ON m.soc_id = n.member_id
   GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (year, month, country_id, supplier_id, brand_id, subfamily_id)
  DO UPDATE SET amount = pm.amount + excluded.amount, units = pm.units + excluded.units;
  RETURN NULL;
END $$;

CREATE FUNCTION purchase_months_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM purchase_months_add(coalesce((
    SELECT jsonb_agg(jsonb_build_array(m.soc_id_pais, o.supplier_id, o.brand_id, o.subfamily_id, o.year, o.month, -o.amount, -o.units))
      FROM old_rows o JOIN members m ON m.soc_id = o.member_id), '[]'));
  RETURN NULL;
END $$;

CREATE FUNCTION purchase_months_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM purchase_months_add(coalesce((
    SELECT jsonb_agg(c) FROM (
      SELECT jsonb_build_array(m.soc_id_pais, o.supplier_id, o.brand_id, o.subfamily_id, o.year, o.month, -o.amount, -o.units) AS c
        FROM old_rows o JOIN members m ON m.soc_id = o.member_id
      UNION ALL
      SELECT jsonb_build_array(m.soc_id_pais, n.supplier_id, n.brand_id, n.subfamily_id, n.year, n.month, n.amount, n.units)
        FROM new_rows n JOIN members m ON m.soc_id = n.member_id) x), '[]'));
  RETURN NULL;
END $$;

CREATE TRIGGER purchase_months_insert AFTER INSERT ON purchases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_months_inserted();
CREATE TRIGGER purchase_months_delete AFTER DELETE ON purchases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_months_deleted();
CREATE TRIGGER purchase_months_update AFTER UPDATE ON purchases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_months_updated();

-- A member's purchases leave the summary while its country can still be read; a member changing country moves them.
CREATE FUNCTION purchase_months_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM purchases WHERE member_id = OLD.soc_id;
    RETURN OLD;
  END IF;
  PERFORM purchase_months_add(coalesce((
    SELECT jsonb_agg(c) FROM (
      SELECT jsonb_build_array(OLD.soc_id_pais, p.supplier_id, p.brand_id, p.subfamily_id, p.year, p.month, -p.amount, -p.units) AS c
        FROM purchases p WHERE p.member_id = NEW.soc_id
      UNION ALL
      SELECT jsonb_build_array(NEW.soc_id_pais, p.supplier_id, p.brand_id, p.subfamily_id, p.year, p.month, p.amount, p.units)
        FROM purchases p WHERE p.member_id = NEW.soc_id) x), '[]'));
  RETURN NEW;
END $$;

CREATE TRIGGER purchase_months_member_delete BEFORE DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION purchase_months_member();
CREATE TRIGGER purchase_months_member_country AFTER UPDATE OF soc_id_pais ON members
  FOR EACH ROW WHEN (OLD.soc_id_pais IS DISTINCT FROM NEW.soc_id_pais) EXECUTE FUNCTION purchase_months_member();

INSERT INTO purchase_months (country_id, supplier_id, brand_id, subfamily_id, year, month, amount, units)
SELECT m.soc_id_pais, p.supplier_id, p.brand_id, p.subfamily_id, p.year, p.month, sum(p.amount), sum(p.units)
  FROM purchases p JOIN members m ON m.soc_id = p.member_id
 GROUP BY 1, 2, 3, 4, 5, 6;
