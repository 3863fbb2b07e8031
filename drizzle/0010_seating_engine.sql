-- The seating engine (issue 25): bookings that follow the venue's real nights. A booking keeps its venue day (`date`)
-- and `time`, and now also its real start (`starts_at`, the venue's wall clock: a time after midnight is on the next
-- calendar day) and its own stay (`stay_minutes`). Holds become time ranges: a table is held for [start, start + stay),
-- and an exclusion constraint (btree_gist) refuses two holds of one table that overlap; a bar guest holds one seat in
-- every quarter hour of the stay. A table combination (joined tables) holds every one of its tables.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "seating_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"slot_minutes" smallint DEFAULT 30 NOT NULL,
	"stays" jsonb DEFAULT '[{"maxGuests":20,"minutes":120}]'::jsonb NOT NULL,
	"max_covers_per_slot" integer,
	"guest_change_cutoff_minutes" integer DEFAULT 120 NOT NULL,
	CONSTRAINT "seating_rules_one_row" CHECK ("seating_rules"."id" = 1),
	CONSTRAINT "seating_rules_slot_minutes_known" CHECK ("seating_rules"."slot_minutes" in (15, 30)),
	CONSTRAINT "seating_rules_max_covers_range" CHECK ("seating_rules"."max_covers_per_slot" is null or "seating_rules"."max_covers_per_slot" between 1 and 500),
	CONSTRAINT "seating_rules_cutoff_range" CHECK ("seating_rules"."guest_change_cutoff_minutes" between 0 and 10080)
);
--> statement-breakpoint
-- Today's rules: a booking every 30 minutes, two-hour stays, no pacing, guests change their booking up to 2 hours before.
INSERT INTO "seating_rules" ("id") VALUES (1);
--> statement-breakpoint
CREATE TABLE "table_combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_ids" integer[] NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "table_combinations_tables_unique" UNIQUE("table_ids"),
	CONSTRAINT "table_combinations_table_count" CHECK (cardinality("table_combinations"."table_ids") between 2 and 4),
	CONSTRAINT "table_combinations_tables_sorted" CHECK (array_ndims("table_combinations"."table_ids") = 1 and array_position("table_combinations"."table_ids", null) is null and "table_combinations"."table_ids"[1] < "table_combinations"."table_ids"[2] and (cardinality("table_combinations"."table_ids") < 3 or "table_combinations"."table_ids"[2] < "table_combinations"."table_ids"[3]) and (cardinality("table_combinations"."table_ids") < 4 or "table_combinations"."table_ids"[3] < "table_combinations"."table_ids"[4])),
	CONSTRAINT "table_combinations_capacity_range" CHECK ("table_combinations"."capacity" between 1 and 200)
);
--> statement-breakpoint
-- The holds are made again below, as ranges; the old trigger would fill the old tables meanwhile.
DROP TRIGGER "reservations_sync_holds" ON "reservations";
--> statement-breakpoint
DROP TABLE "table_holds";
--> statement-breakpoint
DROP TABLE "bar_seat_holds";
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "starts_at" timestamp;
--> statement-breakpoint
-- Every booking so far starts on its own date (11:00 to 22:00). Filling the new column is no change to a booking:
-- its version (0008) stays as it was.
ALTER TABLE "reservations" DISABLE TRIGGER "reservations_bump_version";
--> statement-breakpoint
UPDATE "reservations" SET "starts_at" = "date" + "time"::time;
--> statement-breakpoint
ALTER TABLE "reservations" ENABLE TRIGGER "reservations_bump_version";
--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "starts_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "stay_minutes" smallint DEFAULT 120 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "combination_id" integer;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_message" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_combination_id_table_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."table_combinations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_time_slot";
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_time_quarter" CHECK ("reservations"."time" ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$');
--> statement-breakpoint
-- The start is the time on the venue day's date, or on the next date (after midnight). A time that is not a quarter
-- is left to reservations_time_quarter, so that it is refused by that name and not by a failed cast.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_starts_at_matches" CHECK (case when "reservations"."time" ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$' then "reservations"."starts_at" = "reservations"."date" + "reservations"."time"::time or "reservations"."starts_at" = "reservations"."date" + 1 + "reservations"."time"::time else true end);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_stay_range" CHECK ("reservations"."stay_minutes" between 15 and 360 and "reservations"."stay_minutes" % 15 = 0);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_guests_range";
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_guests_range" CHECK ("reservations"."guests" between 1 and 200);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_known";
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_known" CHECK ("reservations"."status" in ('pending', 'confirmed', 'completed', 'cancelled', 'arrived', 'no-show', 'requested', 'declined'));
--> statement-breakpoint
CREATE INDEX "reservations_starts_at_idx" ON "reservations" USING btree ("starts_at");
--> statement-breakpoint
CREATE TABLE "table_holds" (
	"reservation_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"during" tsrange NOT NULL,
	CONSTRAINT "table_holds_no_overlap" EXCLUDE USING gist ("table_id" WITH =, "during" WITH &&)
);
--> statement-breakpoint
ALTER TABLE "table_holds" ADD CONSTRAINT "table_holds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "table_holds" ADD CONSTRAINT "table_holds_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "table_holds_reservation_idx" ON "table_holds" USING btree ("reservation_id");
--> statement-breakpoint
CREATE TABLE "bar_seat_holds" (
	"starts_at" timestamp NOT NULL,
	"seat_number" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	CONSTRAINT "bar_seat_holds_pk" PRIMARY KEY("starts_at","seat_number")
);
--> statement-breakpoint
ALTER TABLE "bar_seat_holds" ADD CONSTRAINT "bar_seat_holds_seat_number_bar_seats_seat_number_fk" FOREIGN KEY ("seat_number") REFERENCES "public"."bar_seats"("seat_number") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bar_seat_holds" ADD CONSTRAINT "bar_seat_holds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bar_seat_holds_reservation_idx" ON "bar_seat_holds" USING btree ("reservation_id");
--> statement-breakpoint
-- What a holding booking (pending, confirmed, arrived) holds, made again on every change of it (0002, 0008): a table
-- booking its combination's tables, or else its table, for [starts_at, starts_at + stay); a bar booking the lowest
-- free seats, one per guest, in every quarter hour of its stay.
CREATE OR REPLACE FUNCTION sync_reservation_holds(rid integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r reservations%ROWTYPE;
  c table_combinations%ROWTYPE;
  t tables%ROWTYPE;
  stay tsrange;
  quarter timestamp;
  seated integer;
BEGIN
  DELETE FROM table_holds WHERE reservation_id = rid;
  DELETE FROM bar_seat_holds WHERE reservation_id = rid;
  SELECT * INTO r FROM reservations WHERE id = rid;
  IF NOT FOUND OR r.status NOT IN ('pending', 'confirmed', 'arrived') THEN
    RETURN;
  END IF;
  stay := tsrange(r.starts_at, r.starts_at + r.stay_minutes * interval '1 minute');
  IF r.seating_preference = 'table' THEN
    IF r.combination_id IS NOT NULL THEN
      SELECT * INTO c FROM table_combinations WHERE id = r.combination_id;
      SELECT * INTO t FROM tables WHERE id = ANY (c.table_ids) AND NOT is_active ORDER BY table_number LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'table % is not active', t.table_number
          USING ERRCODE = '23514', CONSTRAINT = 'table_holds_table_active';
      END IF;
      -- A table deleted since the combination was made is no table to seat anyone at.
      IF (SELECT count(*) FROM tables WHERE id = ANY (c.table_ids)) < cardinality(c.table_ids) THEN
        RAISE EXCEPTION 'a table of combination % no longer exists', c.id
          USING ERRCODE = '23514', CONSTRAINT = 'table_holds_table_active';
      END IF;
      IF r.guests > c.capacity THEN
        RAISE EXCEPTION 'combination % seats %, the party has %', c.id, c.capacity, r.guests
          USING ERRCODE = '23514', CONSTRAINT = 'table_holds_capacity';
      END IF;
      INSERT INTO table_holds (reservation_id, table_id, during)
        SELECT rid, tid, stay FROM unnest(c.table_ids) AS tid;
    ELSIF r.table_id IS NOT NULL THEN
      SELECT * INTO t FROM tables WHERE id = r.table_id;
      IF NOT t.is_active THEN
        RAISE EXCEPTION 'table % is not active', t.table_number
          USING ERRCODE = '23514', CONSTRAINT = 'table_holds_table_active';
      END IF;
      IF r.guests > t.capacity THEN
        RAISE EXCEPTION 'table % seats %, the party has %', t.table_number, t.capacity, r.guests
          USING ERRCODE = '23514', CONSTRAINT = 'table_holds_capacity';
      END IF;
      INSERT INTO table_holds (reservation_id, table_id, during) VALUES (rid, r.table_id, stay);
    END IF;
  ELSE
    FOR quarter IN
      SELECT generate_series(r.starts_at, r.starts_at + (r.stay_minutes - 15) * interval '1 minute', interval '15 minutes')
    LOOP
      INSERT INTO bar_seat_holds (starts_at, seat_number, reservation_id)
        SELECT quarter, b.seat_number, rid
        FROM bar_seats b
        WHERE NOT EXISTS (
          SELECT 1 FROM bar_seat_holds h WHERE h.starts_at = quarter AND h.seat_number = b.seat_number
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
CREATE TRIGGER reservations_sync_holds
  AFTER INSERT OR UPDATE OF status, table_id, date, time, guests, seating_preference, starts_at, stay_minutes, combination_id
  ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_sync_holds();
--> statement-breakpoint
-- Holding bookings hold again, in booking order, where they still fit (as in 0002): one that clashes keeps its row
-- and holds nothing.
DO $$
DECLARE
  rid integer;
BEGIN
  FOR rid IN SELECT id FROM reservations WHERE status IN ('pending', 'confirmed', 'arrived') ORDER BY created_at, id LOOP
    BEGIN
      PERFORM sync_reservation_holds(rid);
    EXCEPTION WHEN integrity_constraint_violation THEN
      NULL;
    END;
  END LOOP;
END
$$;
--> statement-breakpoint
-- The booking form's times and the public pages follow these settings: their changes reach every app process (0005).
CREATE TRIGGER seating_rules_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seating_rules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER table_combinations_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON table_combinations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
-- A guest's own change of their booking is written to its history (status unchanged) with what changed, in words.
ALTER TABLE "reservation_status_changes" ADD COLUMN "note" text;
--> statement-breakpoint
-- Group requests write e-mails of their own: the guest's receipt and a decline, and the venue's notice.
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_known";
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_known" CHECK ("email_outbox"."kind" in ('booking-confirmation', 'booking-cancellation', 'booking-change', 'booking-reminder', 'staff-new-booking', 'group-request-received', 'group-request-declined', 'staff-group-request'));
