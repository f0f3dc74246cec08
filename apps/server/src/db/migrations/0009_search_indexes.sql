-- Trigram indexes for the global search's substring matches on the search keys of migration 0008 (pg_trgm: contrib
-- on PostgreSQL, an extension PGlite loads, see db/pglite.ts).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX suppliers_buscar ON suppliers USING gin (prv_buscar gin_trgm_ops);
CREATE INDEX brands_buscar ON brands USING gin (mar_buscar gin_trgm_ops);
CREATE INDEX documents_buscar ON documents USING gin (doc_buscar gin_trgm_ops);
CREATE INDEX news_buscar ON news USING gin (not_buscar gin_trgm_ops);
