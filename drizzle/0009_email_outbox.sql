CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reservation_id" integer,
	"recipient" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"first_failed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "email_outbox_status_known" CHECK ("email_outbox"."status" in ('queued', 'sent', 'failed', 'cancelled')),
	CONSTRAINT "email_outbox_kind_known" CHECK ("email_outbox"."kind" in ('booking-confirmation', 'booking-cancellation', 'booking-change', 'booking-reminder', 'staff-new-booking'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "email_outbox_reservation_idx" ON "email_outbox" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");