-- A tyre size is three columns filtered together (width, profile, rim: 205/55 R16), which the planner took for
-- independent: at SEED_SCALE 10 it expected 1 article of 205/55 R16 where there are 937, and joined the offers, brands,
-- members and customer terms of the tyre list row by row, as for one row. Statistics of the three columns together
-- (how they depend on one another and their most common combinations) bring the estimate near the real count (872 to
-- 968 for 937, by sample), and the list's plan to hashes and memoized lookups. ANALYZE builds them for a database that
-- already holds the catalogue; the demo seed analyses the catalogue after loading it.
CREATE STATISTICS catalogue_articles_tyre_size_stats (dependencies, mcv) ON art_neu_ancho, art_neu_perfil, art_neu_diametro FROM catalogue_articles;

ANALYZE catalogue_articles;
