CREATE TABLE "reservation_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_known";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_status_changes" ADD CONSTRAINT "reservation_status_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_status_changes_reservation_idx" ON "reservation_status_changes" USING btree ("reservation_id","changed_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_known" CHECK ("reservations"."source" in ('online', 'walk-in', 'phone'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_online_email" CHECK ("reservations"."source" <> 'online' or "reservations"."email" is not null);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_known" CHECK ("reservations"."status" in ('pending', 'confirmed', 'completed', 'cancelled', 'arrived', 'no-show'));
--> statement-breakpoint
-- The host stand (docs/decisions/009-host-stand.md). A guest who has arrived is seated: an arrived booking holds its table or bar seats
-- like a pending or confirmed one; a no-show frees them, as a cancellation does.
CREATE OR REPLACE FUNCTION sync_reservation_holds(rid integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r reservations%ROWTYPE;
  t tables%ROWTYPE;
  first_slot integer;
  s integer;
  seated integer;
BEGIN
  DELETE FROM table_holds WHERE reservation_id = rid;
  DELETE FROM bar_seat_holds WHERE reservation_id = rid;
  SELECT * INTO r FROM reservations WHERE id = rid;
  IF NOT FOUND OR r.status NOT IN ('pending', 'confirmed', 'arrived') THEN
    RETURN;
  END IF;
  -- Half-hour slots from 11:00; the reservations_time_slot check guarantees a listed time.
  first_slot := (split_part(r.time, ':', 1)::integer * 60 + split_part(r.time, ':', 2)::integer - 660) / 30;
  IF r.seating_preference = 'table' THEN
    IF r.table_id IS NULL THEN
      RETURN;
    END IF;
    SELECT * INTO t FROM tables WHERE id = r.table_id;
    IF NOT t.is_active THEN
      RAISE EXCEPTION 'table % is not active', t.table_number
        USING ERRCODE = '23514', CONSTRAINT = 'table_holds_table_active';
    END IF;
    IF r.guests > t.capacity THEN
      RAISE EXCEPTION 'table % seats %, the party has %', t.table_number, t.capacity, r.guests
        USING ERRCODE = '23514', CONSTRAINT = 'table_holds_capacity';
    END IF;
    INSERT INTO table_holds (table_id, date, slot, reservation_id)
      SELECT r.table_id, r.date, gs, rid FROM generate_series(first_slot, first_slot + 3) AS gs;
  ELSE
    FOR s IN first_slot .. first_slot + 3 LOOP
      INSERT INTO bar_seat_holds (date, slot, seat_number, reservation_id)
        SELECT r.date, s, b.seat_number, rid
        FROM bar_seats b
        WHERE NOT EXISTS (
          SELECT 1 FROM bar_seat_holds h WHERE h.date = r.date AND h.slot = s AND h.seat_number = b.seat_number
        )
        ORDER BY b.seat_number
        LIMIT r.guests;
      GET DIAGNOSTICS seated = ROW_COUNT;
      IF seated < r.guests THEN
        RAISE EXCEPTION 'not enough free bar seats for % guests', r.guests
          USING ERRCODE = '23P01', CONSTRAINT = 'bar_seat_holds_capacity';
      END IF;
    END LOOP;
  END IF;
END
$$;
--> statement-breakpoint
-- Every status a booking has had, its creation included, with who set it: the writing transaction names its actor
-- with set_config('app.actor', <staff username or 'guest'>, true); a writer that does not is recorded as unknown.
CREATE OR REPLACE FUNCTION reservations_record_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO reservation_status_changes (reservation_id, status, changed_by, changed_at)
    VALUES (NEW.id, NEW.status, nullif(current_setting('app.actor', true), ''), clock_timestamp());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_record_status
  AFTER INSERT OR UPDATE OF status ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_record_status();
--> statement-breakpoint
-- A booking's version goes up on every change, whoever writes it: a staff change made on an older version is refused.
CREATE OR REPLACE FUNCTION reservations_bump_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_bump_version
  BEFORE UPDATE ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_bump_version();
--> statement-breakpoint
-- Bookings made before: their creation by the guest, and their present status when it has changed since (by whom
-- and when is not known).
INSERT INTO reservation_status_changes (reservation_id, status, changed_by, changed_at)
  SELECT id, 'pending', 'guest', created_at FROM reservations;
--> statement-breakpoint
INSERT INTO reservation_status_changes (reservation_id, status, changed_by, changed_at)
  SELECT id, status, NULL, created_at FROM reservations WHERE status <> 'pending';
