-- Staff roles (owner, manager, host), accounts made with a set-up link, deactivation, the second factor (TOTP with
-- recovery codes, and the owner's rule that owners and managers must use it), sessions with a public id and the
-- device in words, and the audit trail of every change to what staff manage. Accounts made before are owners.
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_action_known" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status'))
);
--> statement-breakpoint
CREATE TABLE "staff_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	CONSTRAINT "staff_policy_one_row" CHECK ("staff_policy"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "setup_token_hash" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "setup_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "two_factor_secret" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "two_factor_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "two_factor_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "remember" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_resource_idx" ON "audit_log" USING btree ("resource","resource_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","at");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_setup_token_hash_unique" UNIQUE("setup_token_hash");--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role_known" CHECK ("staff_accounts"."role" in ('owner', 'manager', 'host'));--> statement-breakpoint
INSERT INTO "staff_policy" ("id") VALUES (1);
--> statement-breakpoint
-- A row as the audit trail shows it: without any column whose name says password, token, secret or hash.
CREATE OR REPLACE FUNCTION audit_visible(row_data jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(row_data)
  WHERE key !~ '(password|token|secret|hash)'
$$;
--> statement-breakpoint
-- The audit trail's one writer, an AFTER trigger on every table staff manage (TG_ARGV: the resource's name and its
-- id column): the actor is what the writing transaction named with set_config('app.actor', <staff username or
-- 'guest'>, true), else 'system'. A creation keeps the new row, a deletion the old one, an update only the fields
-- that changed (a booking's version, raised on every update, is not a change of its own). A change of a `status`
-- column is the action 'status'.
CREATE OR REPLACE FUNCTION audit_record() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  changed_before jsonb;
  changed_after jsonb;
  action text := lower(TG_OP);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_row -> o.key)
      INTO changed_before, changed_after
      FROM jsonb_each(old_row) o
      WHERE o.key <> 'version' AND o.value IS DISTINCT FROM new_row -> o.key;
    IF changed_before IS NULL THEN
      RETURN NULL;
    END IF;
    old_row := changed_before;
    new_row := changed_after;
    action := CASE WHEN changed_before ? 'status' THEN 'status' ELSE 'update' END;
  ELSIF TG_OP = 'INSERT' THEN
    action := 'create';
  END IF;
  INSERT INTO audit_log (at, actor, action, resource, resource_id, before, after)
  VALUES (
    clock_timestamp(),
    coalesce(nullif(current_setting('app.actor', true), ''), 'system'),
    action,
    TG_ARGV[0],
    coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> TG_ARGV[1],
    audit_visible(old_row),
    audit_visible(new_row)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER menu_categories_audit AFTER INSERT OR UPDATE OR DELETE ON "menu_categories"
  FOR EACH ROW EXECUTE FUNCTION audit_record('category', 'id');
--> statement-breakpoint
CREATE TRIGGER menu_items_audit AFTER INSERT OR UPDATE OR DELETE ON "menu_items"
  FOR EACH ROW EXECUTE FUNCTION audit_record('menu-item', 'id');
--> statement-breakpoint
CREATE TRIGGER images_audit AFTER INSERT OR UPDATE OR DELETE ON "images"
  FOR EACH ROW EXECUTE FUNCTION audit_record('image', 'id');
--> statement-breakpoint
CREATE TRIGGER events_audit AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION audit_record('event', 'id');
--> statement-breakpoint
CREATE TRIGGER gallery_photos_audit AFTER INSERT OR UPDATE OR DELETE ON "gallery_photos"
  FOR EACH ROW EXECUTE FUNCTION audit_record('gallery-photo', 'id');
--> statement-breakpoint
CREATE TRIGGER venue_settings_audit AFTER INSERT OR UPDATE OR DELETE ON "venue_settings"
  FOR EACH ROW EXECUTE FUNCTION audit_record('venue', 'id');
--> statement-breakpoint
CREATE TRIGGER opening_hours_audit AFTER INSERT OR UPDATE OR DELETE ON "opening_hours"
  FOR EACH ROW EXECUTE FUNCTION audit_record('opening-hours', 'weekday');
--> statement-breakpoint
CREATE TRIGGER opening_exceptions_audit AFTER INSERT OR UPDATE OR DELETE ON "opening_exceptions"
  FOR EACH ROW EXECUTE FUNCTION audit_record('opening-exception', 'date');
--> statement-breakpoint
CREATE TRIGGER tables_audit AFTER INSERT OR UPDATE OR DELETE ON "tables"
  FOR EACH ROW EXECUTE FUNCTION audit_record('table', 'id');
--> statement-breakpoint
CREATE TRIGGER seating_rules_audit AFTER INSERT OR UPDATE OR DELETE ON "seating_rules"
  FOR EACH ROW EXECUTE FUNCTION audit_record('seating-rules', 'id');
--> statement-breakpoint
CREATE TRIGGER table_combinations_audit AFTER INSERT OR UPDATE OR DELETE ON "table_combinations"
  FOR EACH ROW EXECUTE FUNCTION audit_record('table-combination', 'id');
--> statement-breakpoint
CREATE TRIGGER reservations_audit AFTER INSERT OR UPDATE OR DELETE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION audit_record('reservation', 'id');
--> statement-breakpoint
CREATE TRIGGER bar_seats_audit AFTER INSERT OR UPDATE OR DELETE ON "bar_seats"
  FOR EACH ROW EXECUTE FUNCTION audit_record('bar-seat', 'seat_number');
--> statement-breakpoint
CREATE TRIGGER offer_items_audit AFTER INSERT OR UPDATE OR DELETE ON "offer_items"
  FOR EACH ROW EXECUTE FUNCTION audit_record('offer', 'id');
--> statement-breakpoint
CREATE TRIGGER staff_accounts_audit AFTER INSERT OR UPDATE OR DELETE ON "staff_accounts"
  FOR EACH ROW EXECUTE FUNCTION audit_record('staff', 'id');
--> statement-breakpoint
CREATE TRIGGER staff_policy_audit AFTER INSERT OR UPDATE OR DELETE ON "staff_policy"
  FOR EACH ROW EXECUTE FUNCTION audit_record('staff-policy', 'id');
