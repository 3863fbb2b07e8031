CREATE TABLE "refused_demand" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"refused" integer NOT NULL,
	CONSTRAINT "refused_demand_pk" PRIMARY KEY("day","hour"),
	CONSTRAINT "refused_demand_hour_range" CHECK ("refused_demand"."hour" between 0 and 23),
	CONSTRAINT "refused_demand_refused_positive" CHECK ("refused_demand"."refused" > 0)
);
--> statement-breakpoint
CREATE TABLE "visitor_days" (
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"previous_day" date,
	"days_before" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitor_days_pk" PRIMARY KEY("day","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_known";--> statement-breakpoint
CREATE INDEX "reservation_status_changes_cancelled_idx" ON "reservation_status_changes" USING btree ("reservation_id","changed_at") WHERE "reservation_status_changes"."status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_known" CHECK ("email_outbox"."kind" in ('booking-confirmation', 'booking-cancellation', 'booking-change', 'booking-reminder', 'staff-new-booking', 'group-request-received', 'group-request-declined', 'staff-group-request', 'waitlist-joined', 'waitlist-ready', 'waitlist-offer', 'staff-backup-failed', 'staff-weekly-summary'));--> statement-breakpoint
-- Visitors seen before: their first day, and their last as the day after it (the days between were not kept).
INSERT INTO "visitor_days" ("day", "visitor_id", "previous_day", "days_before")
SELECT "first_day", "visitor_id", NULL, 0 FROM "visitors"
UNION ALL
SELECT "last_day", "visitor_id", "first_day", 1 FROM "visitors" WHERE "last_day" > "first_day";
