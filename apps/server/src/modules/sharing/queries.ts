import type { Queryable } from '../../db/db';

/** Which of these lower-case addresses are e-mails of the user's contacts. */
export async function contactAddresses(db: Queryable, userId: number, addresses: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ mail: string }>(
    'SELECT DISTINCT lower(cont_mail) AS mail FROM contacts WHERE cont_id_usuario = $1 AND lower(cont_mail) = ANY($2::text[])',
    [userId, addresses],
  );
  return new Set(rows.map((r) => r.mail));
}

/** A file attached to a news item. */
export type NewsFile = { id: number; name: string; ext: string; mime: string; size: number };

/** The files attached to a news item, in their order. */
export function newsFiles(db: Queryable, newsId: number): Promise<NewsFile[]> {
  return db.query<NewsFile>(
    `SELECT a.adj_id AS id, a.adj_nombre AS name, a.adj_extension AS ext, a.adj_mime AS mime, a.adj_size AS size
       FROM news_documents d JOIN attachments a ON a.adj_id = d.notdoc_id_documento
      WHERE d.notdoc_id_noticia = $1 ORDER BY d.notdoc_orden, a.adj_id`,
    [newsId],
  );
}

/** A general document with its stored file. */
export type SharedDocumentRow = { name: string; description: string | null; file: number; fname: string; ext: string; mime: string; size: number };

/** A general document with its file, or null for an unknown id. */
export async function findDocument(db: Queryable, id: number): Promise<SharedDocumentRow | null> {
  const rows = await db.query<SharedDocumentRow>(
    `SELECT d.doc_nombre AS name, d.doc_descripcion AS description, a.adj_id AS file, a.adj_nombre AS fname,
            a.adj_extension AS ext, a.adj_mime AS mime, a.adj_size AS size
       FROM documents d JOIN attachments a ON a.adj_id = d.doc_id_documento WHERE d.doc_id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A supplier's own document (PRVDOC, kind DP) as sharing needs it, or null. */
export async function findSupplierDocument(db: Queryable, id: number): Promise<SharedDocumentRow | null> {
  const rows = await db.query<SharedDocumentRow>(
    `SELECT d.prvdoc_nombre || ' (' || s.prv_nombre || ')' AS name, d.prvdoc_descripcion AS description, a.adj_id AS file,
            a.adj_nombre AS fname, a.adj_extension AS ext, a.adj_mime AS mime, a.adj_size AS size
       FROM supplier_documents d JOIN attachments a ON a.adj_id = d.prvdoc_id_documento JOIN suppliers s ON s.prv_id = d.prvdoc_id_prv
      WHERE d.prvdoc_id = $1 AND d.prvdoc_tipo = 'DP'`,
    [id],
  );
  return rows[0] ?? null;
}

/** Whether a library document is one of a supplier's documents (kind D). */
export async function isSupplierLinkedDocument(db: Queryable, docId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM supplier_documents WHERE prvdoc_doc_id = $1 LIMIT 1', [docId])).length > 0;
}

/** The sender as the mail names them: full name and member company. */
export async function senderOf(db: Queryable, userId: number): Promise<{ name: string; member: string } | null> {
  const rows = await db.query<{ name: string; member: string }>(
    `SELECT trim(u.usr_nombre || ' ' || u.usr_apellidos) AS name, m.soc_nombre AS member
       FROM users u JOIN members m ON m.soc_id = u.usr_id_socio WHERE u.usr_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
