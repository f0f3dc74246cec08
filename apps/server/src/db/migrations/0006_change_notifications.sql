-- Change notifications for the in-process session cache (SESSION_CACHE_SECONDS): every statement that changes a
-- user, a session, a contact or a favourite sends NOTIFY socios_changes with 'u:<user id>' once per user it
-- touched, delivered at commit to every server instance listening on the database (PostgreSQL or PGlite). The
-- instances drop what they cached about that user, so logout, password reset and permission changes made through
-- any instance (or straight in SQL) take effect at once everywhere. Statement-level triggers with transition
-- tables: a 50,000-row contact import sends one notification, not 50,000.
CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid integer;
BEGIN
  FOR uid IN EXECUTE format('SELECT DISTINCT %I FROM changed_rows', TG_ARGV[0]) LOOP
    PERFORM pg_notify('socios_changes', 'u:' || uid);
  END LOOP;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_changed_upd AFTER UPDATE ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change('usr_id');
CREATE TRIGGER users_changed_del AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change('usr_id');

CREATE TRIGGER sessions_changed_upd AFTER UPDATE ON sessions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change('user_id');
CREATE TRIGGER sessions_changed_del AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change('user_id');

CREATE TRIGGER contacts_changed_ins AFTER INSERT ON contacts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change('cont_id_usuario');
CREATE TRIGGER contacts_changed_upd AFTER UPDATE ON contacts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change('cont_id_usuario');
CREATE TRIGGER contacts_changed_del AFTER DELETE ON contacts REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change('cont_id_usuario');

CREATE TRIGGER favourites_changed_ins AFTER INSERT ON favourites REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change('fav_id_usuario');
CREATE TRIGGER favourites_changed_upd AFTER UPDATE ON favourites REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change('fav_id_usuario');
CREATE TRIGGER favourites_changed_del AFTER DELETE ON favourites REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change('fav_id_usuario');
