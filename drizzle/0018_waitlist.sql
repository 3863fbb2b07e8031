CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"guests" integer NOT NULL,
	"seating_preference" text DEFAULT 'table' NOT NULL,
	"phone" text,
	"email" text,
	"note" text,
	"window_from" text,
	"window_to" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_hash" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"offer_reservation_id" integer,
	"offer_expires_at" timestamp with time zone,
	"reservation_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "waitlist_entries_kind_known" CHECK ("waitlist_entries"."kind" in ('walk-in', 'online')),
	CONSTRAINT "waitlist_entries_status_known" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'notified', 'seated', 'left', 'expired')),
	CONSTRAINT "waitlist_entries_guests_range" CHECK ("waitlist_entries"."guests" between 1 and 200),
	CONSTRAINT "waitlist_entries_seating_known" CHECK ("waitlist_entries"."seating_preference" in ('table', 'bar')),
	CONSTRAINT "waitlist_entries_online_window" CHECK ("waitlist_entries"."kind" <> 'online' or ("waitlist_entries"."email" is not null and "waitlist_entries"."window_from" is not null and "waitlist_entries"."window_to" is not null))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_known";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_reservation_id_reservations_id_fk" FOREIGN KEY ("offer_reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("date","status","joined_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_known" CHECK ("email_outbox"."kind" in ('booking-confirmation', 'booking-cancellation', 'booking-change', 'booking-reminder', 'staff-new-booking', 'group-request-received', 'group-request-declined', 'staff-group-request', 'waitlist-joined', 'waitlist-ready', 'waitlist-offer'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_known" CHECK ("reservations"."status" in ('pending', 'confirmed', 'completed', 'cancelled', 'arrived', 'no-show', 'requested', 'declined', 'offered', 'lapsed'));--> statement-breakpoint
-- A waitlist offer ('offered', issue 31) holds its seats like a booking; a lapsed one holds nothing (as 0010 otherwise).
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
  IF NOT FOUND OR r.status NOT IN ('pending', 'confirmed', 'arrived', 'offered') THEN
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
-- Staff add walk-ins to the line and mark them: their entries are audited like other staff-managed rows (0015).
CREATE TRIGGER waitlist_entries_audit AFTER INSERT OR UPDATE OR DELETE ON "waitlist_entries"
  FOR EACH ROW EXECUTE FUNCTION audit_record('waitlist-entry', 'id');
