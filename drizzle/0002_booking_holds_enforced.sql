-- Bookings that are really held (docs/decisions/002-booking-capacity.md).
-- The database itself keeps table_holds and bar_seat_holds in step with reservations: whatever code
-- writes a reservation, a pending or confirmed booking holds its table (or one bar seat per guest)
-- for each half hour of its two hours, and the primary keys of the hold tables refuse a second
-- booking at one table at overlapping times, or more bar guests in a half hour than there are seats.

-- A new venue starts with 12 bar seats; staff change the number in the back office.
INSERT INTO "bar_seats" ("seat_number") SELECT generate_series(1, 12) ON CONFLICT DO NOTHING;
--> statement-breakpoint
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
  IF NOT FOUND OR r.status NOT IN ('pending', 'confirmed') THEN
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
CREATE OR REPLACE FUNCTION reservations_sync_holds() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_reservation_holds(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_sync_holds
  AFTER INSERT OR UPDATE OF status, table_id, date, time, guests, seating_preference ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_sync_holds();
--> statement-breakpoint
-- Bookings made before this migration hold their seats from now on, in booking order, where they still fit.
DO $$
DECLARE
  rid integer;
BEGIN
  FOR rid IN SELECT id FROM reservations WHERE status IN ('pending', 'confirmed') ORDER BY created_at, id LOOP
    BEGIN
      PERFORM sync_reservation_holds(rid);
    EXCEPTION WHEN integrity_constraint_violation THEN
      NULL;
    END;
  END LOOP;
END
$$;
