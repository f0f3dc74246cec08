-- The header's global search (issue 15 item 7): each searched name keeps a search key beside it, lower case without
-- accents (the same fold as the domain's searchKey for Spanish and Portuguese letters), kept by the database itself.
-- A search is a substring match on these keys.

ALTER TABLE suppliers ADD COLUMN prv_buscar text GENERATED ALWAYS AS
  (translate(lower(prv_nombre || ' ' || prv_razon_social), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')) STORED;
ALTER TABLE brands ADD COLUMN mar_buscar text GENERATED ALWAYS AS
  (translate(lower(mar_nombre), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')) STORED;
ALTER TABLE documents ADD COLUMN doc_buscar text GENERATED ALWAYS AS
  (translate(lower(doc_nombre || ' ' || coalesce(doc_descripcion, '')), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')) STORED;
ALTER TABLE news ADD COLUMN not_buscar text GENERATED ALWAYS AS
  (translate(lower(not_titulo), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')) STORED;
