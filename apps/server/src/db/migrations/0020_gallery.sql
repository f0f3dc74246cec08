-- The image gallery of the promotions area (issue 21; 001 §2.18, §3 Image / Image category): each member's image
-- categories and gallery images. The bytes of an image are a stored file of class 'galeria' (attachments, owned by
-- the member through adj_id_socio, downloadable as kind 9); gallery_images adds what the gallery shows of it, and its
-- id IS the file's id (IMG_ID = adj_id), so deleting the file deletes the image.

-- Image categories (CIMG_*) of one member. Deleting one leaves its images without category.
CREATE TABLE image_categories (
  cimg_id       serial PRIMARY KEY,
  cimg_id_socio integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  cimg_nombre   text NOT NULL
);
CREATE INDEX image_categories_member ON image_categories (cimg_id_socio);

-- Gallery images (IMG_*): name, category, the resolution read from the file, and whether the owner shares it with
-- the group (other members then list it as 'Grupo', read-only).
CREATE TABLE gallery_images (
  img_id           integer PRIMARY KEY REFERENCES attachments (adj_id) ON DELETE CASCADE,
  img_id_socio     integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  img_nombre       text NOT NULL,
  img_id_categoria integer REFERENCES image_categories (cimg_id) ON DELETE SET NULL,
  img_ancho        integer NOT NULL CHECK (img_ancho > 0),
  img_alto         integer NOT NULL CHECK (img_alto > 0),
  img_compartida   boolean NOT NULL DEFAULT false
);
CREATE INDEX gallery_images_member ON gallery_images (img_id_socio);
CREATE INDEX gallery_images_shared ON gallery_images (img_id_socio) WHERE img_compartida;

-- Gallery files stored before this migration (the intranet demo data) become gallery images of their member, with
-- the width and height of a PNG's header (IHDR, bytes 16-23), or the spec's default resolution (200 x 200) when they
-- cannot be read.
INSERT INTO gallery_images (img_id, img_id_socio, img_nombre, img_ancho, img_alto)
SELECT f.adj_id, f.adj_id_socio, f.adj_nombre,
       CASE WHEN f.w BETWEEN 1 AND 65535 AND f.h BETWEEN 1 AND 65535 THEN f.w ELSE 200 END,
       CASE WHEN f.w BETWEEN 1 AND 65535 AND f.h BETWEEN 1 AND 65535 THEN f.h ELSE 200 END
  FROM (SELECT a.adj_id, a.adj_id_socio, a.adj_nombre,
               CASE WHEN a.adj_extension = 'png' AND length(a.adj_bytes) >= 24 AND get_byte(a.adj_bytes, 16) = 0
                         AND get_byte(a.adj_bytes, 17) = 0
                    THEN (get_byte(a.adj_bytes, 18) << 8) | get_byte(a.adj_bytes, 19) END AS w,
               CASE WHEN a.adj_extension = 'png' AND length(a.adj_bytes) >= 24 AND get_byte(a.adj_bytes, 20) = 0
                         AND get_byte(a.adj_bytes, 21) = 0
                    THEN (get_byte(a.adj_bytes, 22) << 8) | get_byte(a.adj_bytes, 23) END AS h
          FROM attachments a
         WHERE a.adj_clase = 'galeria' AND a.adj_id_socio IS NOT NULL) f;
