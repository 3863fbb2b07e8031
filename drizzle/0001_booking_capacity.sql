CREATE TABLE "bar_seat_holds" (
	"date" date NOT NULL,
	"slot" smallint NOT NULL,
	"seat_number" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	CONSTRAINT "bar_seat_holds_pk" PRIMARY KEY("date","slot","seat_number"),
	CONSTRAINT "bar_seat_holds_slot_range" CHECK ("bar_seat_holds"."slot" between 0 and 25)
);
--> statement-breakpoint
CREATE TABLE "bar_seats" (
	"seat_number" integer PRIMARY KEY NOT NULL,
	CONSTRAINT "bar_seats_number_positive" CHECK ("bar_seats"."seat_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "table_holds" (
	"table_id" integer NOT NULL,
	"date" date NOT NULL,
	"slot" smallint NOT NULL,
	"reservation_id" integer NOT NULL,
	CONSTRAINT "table_holds_pk" PRIMARY KEY("table_id","date","slot"),
	CONSTRAINT "table_holds_slot_range" CHECK ("table_holds"."slot" between 0 and 25)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "bar_seat_holds" ADD CONSTRAINT "bar_seat_holds_seat_number_bar_seats_seat_number_fk" FOREIGN KEY ("seat_number") REFERENCES "public"."bar_seats"("seat_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_seat_holds" ADD CONSTRAINT "bar_seat_holds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_holds" ADD CONSTRAINT "table_holds_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_holds" ADD CONSTRAINT "table_holds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bar_seat_holds_reservation_idx" ON "bar_seat_holds" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "table_holds_reservation_idx" ON "table_holds" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_manage_token_hash_unique" UNIQUE("manage_token_hash");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_time_slot" CHECK ("reservations"."time" ~ '^((1[1-9]|2[01]):[03]0|22:00)$');