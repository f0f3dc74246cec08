-- Each member's offer of each catalogue article: member_stock's lines of that article and member (one per warehouse)
-- folded into one row, kept only when the member publishes at least one unit of it: its published units, its lowest
-- price over all its lines (published or not) and the member's own reference for it (that of its first published,
-- best-stocked warehouse line). The tyre, lubricant and battery searches read it instead of grouping the stock lines
-- on every call (at SEED_SCALE 10 the 12 V batteries are 49,337 lines of 35,322 offers).
--
-- It is kept by statement-level triggers on member_stock, in the same transaction as the change of the detail, so
-- that it always equals the detail grouped by (article, member). Neither the lowest price nor the chosen reference
-- can be taken back from a total when a line goes, so each statement recomputes the offers of the (article, member)
-- pairs it touched from member_stock, once per statement however many lines it wrote (an import replaces a member's
-- stock in two statements, the seed inserts 40,000 lines a statement). Two transactions changing lines of one pair at
-- once (two orders taking units of one article from two warehouses of a member) must not each write what it saw
-- alone: a statement first takes a transaction-level advisory lock per member whose lines it changed (in member order),
-- which waits for any other transaction that changed that member's stock until it ends, and only then computes, with a
-- snapshot that sees what such a transaction committed.
CREATE TABLE member_offers (
  art_id    integer NOT NULL,
  soc_id    integer NOT NULL,
  -- Published units (sum over the published lines), at least 1.
  units     integer NOT NULL,
  -- Lowest price over the member's lines of the article, published or not.
  price     numeric(12, 2) NOT NULL,
  -- stk_referencia_asociado of the line first by (stk_publica DESC, stk_unidades DESC, stk_id_almacen).
  reference text NOT NULL,
  -- A search reads the offers of each of its articles (12,000 articles and 35,322 offers for the 12 V batteries at
  -- SEED_SCALE 10) from the index alone.
  PRIMARY KEY (art_id, soc_id) INCLUDE (units, price, reference)
);

-- The recomputation reads a pair's lines; it replaces the index by article alone (the cascade of a deleted article
-- reads it by its first column).
CREATE INDEX member_stock_offer ON member_stock (stk_id_articulo, stk_id_socio) WHERE stk_id_articulo IS NOT NULL;
DROP INDEX member_stock_article;

-- The offer of each pair of (arts[i], socs[i]) as member_stock holds it now; units 0 when it publishes none (or has
-- no line left).
CREATE FUNCTION member_offers_of(arts integer[], socs integer[])
RETURNS TABLE (art_id integer, soc_id integer, units integer, price numeric, reference text) LANGUAGE sql STABLE AS $$
  SELECT k.art, k.soc, coalesce(sum(s.stk_unidades) FILTER (WHERE s.stk_publica), 0)::int, coalesce(min(s.stk_precio), 0),
         coalesce((array_agg(s.stk_referencia_asociado ORDER BY s.stk_publica DESC, s.stk_unidades DESC, s.stk_id_almacen))[1], '')
    FROM unnest(arts, socs) AS k(art, soc)
    LEFT JOIN member_stock s ON s.stk_id_articulo = k.art AND s.stk_id_socio = k.soc
   GROUP BY k.art, k.soc
$$;

-- Brings the rows of the pairs (arts[i], socs[i]), distinct, to what member_stock holds: a pair left without a
-- published unit loses its row. The advisory locks are of the two-key form (26, member), apart from the one-key locks
-- of the server (migrations, the demo seed, jobs, contacts).
CREATE FUNCTION member_offers_refresh(arts integer[], socs integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(arts), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(26, m.soc) FROM (SELECT DISTINCT soc FROM unnest(socs) AS k(soc) ORDER BY soc) m;
  WITH fresh AS (SELECT * FROM member_offers_of(arts, socs)),
  gone AS (DELETE FROM member_offers o USING fresh n WHERE o.art_id = n.art_id AND o.soc_id = n.soc_id AND n.units < 1)
  INSERT INTO member_offers AS o (art_id, soc_id, units, price, reference)
  SELECT n.art_id, n.soc_id, n.units, n.price, n.reference FROM fresh n WHERE n.units >= 1 ORDER BY n.art_id, n.soc_id
  ON CONFLICT (art_id, soc_id) DO UPDATE SET units = excluded.units, price = excluded.price, reference = excluded.reference
   WHERE (o.units, o.price, o.reference) IS DISTINCT FROM (excluded.units, excluded.price, excluded.reference);
END $$;

-- The pairs a statement touched: those of the lines it inserted, deleted, or changed (before and after the change).
CREATE FUNCTION member_offers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  arts integer[];
  socs integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(art), array_agg(soc) INTO arts, socs
      FROM (SELECT DISTINCT stk_id_articulo AS art, stk_id_socio AS soc FROM new_rows WHERE stk_id_articulo IS NOT NULL) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(art), array_agg(soc) INTO arts, socs
      FROM (SELECT DISTINCT stk_id_articulo AS art, stk_id_socio AS soc FROM old_rows WHERE stk_id_articulo IS NOT NULL) k;
  ELSE
    SELECT array_agg(art), array_agg(soc) INTO arts, socs
      FROM (SELECT stk_id_articulo AS art, stk_id_socio AS soc FROM old_rows WHERE stk_id_articulo IS NOT NULL
            UNION
            SELECT stk_id_articulo, stk_id_socio FROM new_rows WHERE stk_id_articulo IS NOT NULL) k;
  END IF;
  PERFORM member_offers_refresh(arts, socs);
  RETURN NULL;
END $$;

CREATE TRIGGER member_offers_insert AFTER INSERT ON member_stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_offers_changed();
CREATE TRIGGER member_offers_delete AFTER DELETE ON member_stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_offers_changed();
CREATE TRIGGER member_offers_update AFTER UPDATE ON member_stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_offers_changed();

INSERT INTO member_offers (art_id, soc_id, units, price, reference)
SELECT stk_id_articulo, stk_id_socio, (sum(stk_unidades) FILTER (WHERE stk_publica))::int, min(stk_precio),
       (array_agg(stk_referencia_asociado ORDER BY stk_publica DESC, stk_unidades DESC, stk_id_almacen))[1]
  FROM member_stock
 WHERE stk_id_articulo IS NOT NULL
 GROUP BY stk_id_articulo, stk_id_socio
HAVING sum(stk_unidades) FILTER (WHERE stk_publica) >= 1
 ORDER BY stk_id_articulo, stk_id_socio;
