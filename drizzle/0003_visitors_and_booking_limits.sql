CREATE TABLE "guest_booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"visitor_id" text PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"days_seen" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guest_booking_events_client_idx" ON "guest_booking_events" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "visitors_first_day_idx" ON "visitors" USING btree ("first_day");--> statement-breakpoint
CREATE INDEX "visitors_last_day_idx" ON "visitors" USING btree ("last_day");