-- The audit log of a member's users and their permissions (issue 20; 001 §6 'Registro de cambios'): one row per field
-- or permission changed by Usuarios/AddOrUpdateUsuario, with who changed it, when, and the old and new values as
-- text. A password change is a row 'Contraseña' with no values (a password, even hashed, is never copied here).
--
-- The author's and the changed user's names are copied into the row, so an entry still says who and whom after either
-- user was deleted (their ids then become null). reg_busqueda holds the author, the user and the field as the domain's
-- searchKey gives them (lower case, no accents), which the log's search box matches with LIKE.
CREATE TABLE user_audit (
  reg_id         serial PRIMARY KEY,
  reg_id_socio   integer NOT NULL REFERENCES members (soc_id) ON DELETE CASCADE,
  reg_fecha      timestamptz NOT NULL DEFAULT now(),
  reg_id_autor   integer REFERENCES users (usr_id) ON DELETE SET NULL,
  reg_autor      text NOT NULL,
  reg_id_usuario integer REFERENCES users (usr_id) ON DELETE SET NULL,
  reg_usuario    text NOT NULL,
  reg_accion     text NOT NULL CHECK (reg_accion IN ('Alta', 'Modificación', 'Baja')),
  reg_campo      text NOT NULL,
  reg_anterior   text,
  reg_nuevo      text,
  reg_busqueda   text NOT NULL
);
-- A member's log, newest first (the screen's pages and the export).
CREATE INDEX user_audit_member ON user_audit (reg_id_socio, reg_id DESC);
-- The foreign keys' deletes (SET NULL) look rows up by user.
CREATE INDEX user_audit_author ON user_audit (reg_id_autor);
CREATE INDEX user_audit_user ON user_audit (reg_id_usuario);
