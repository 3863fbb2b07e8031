-- Every committed change to what guests read is announced on the channel content_changed (the table's name as
-- payload), so each app process drops its prepared reads (decision record 005). Statement-level: one notice per
-- statement, sent by PostgreSQL only when the transaction commits. A table added to the public content later
-- gets the same trigger.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER menu_items_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER offer_items_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offer_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER events_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
