-- Online bookings are confirmed at once (decision 013): their seats were held from the moment they were made, and the
-- guest's screen and e-mail already said "confirmed". Bookings still pending from today on become confirmed, each with
-- its history row (the status trigger, 0008) set by 'system'. The database does not know the venue's time zone:
-- "today" is the earliest date anywhere on Earth (UTC-12), so every booking of the venue's today is included, and at
-- most the day before as well, which changes nothing for the guest. Pending and confirmed hold seats alike, so the
-- holds stay as they are: the holds trigger is off for the update (a booking an old fault left without its table's
-- hold, see 0010, must not make this migration fail).
SELECT set_config('app.actor', 'system', true);
--> statement-breakpoint
ALTER TABLE "reservations" DISABLE TRIGGER "reservations_sync_holds";
--> statement-breakpoint
UPDATE "reservations" SET "status" = 'confirmed'
  WHERE "status" = 'pending' AND "date" >= (now() AT TIME ZONE 'Etc/GMT+12')::date;
--> statement-breakpoint
ALTER TABLE "reservations" ENABLE TRIGGER "reservations_sync_holds";
--> statement-breakpoint
SELECT set_config('app.actor', '', true);
